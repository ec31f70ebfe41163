import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import { answerColumns } from './answer-columns.tsx';
import type { AnsweredQuestion, GapGroup, InsightsGaps } from './insights-api.ts';
import type { InsightColumn } from './InsightTable.tsx';
import { InsightTable } from './InsightTable.tsx';
import type { StaffArea } from '../../lib/staff-area.ts';

type Row = AnsweredQuestion & { group: string };

interface GapsSectionProps {
  area: StaffArea;
  activityId: string;
  gaps: InsightsGaps;
  totals: { notCovered: number; disliked: number };
}

const rowsOf = (groups: GapGroup[], other: string): Row[] =>
  groups.flatMap((g) => g.questions.map((q) => ({ ...q, group: g.label ?? other })));

/** Questions the material does not cover, and answers students disliked, grouped. */
export function GapsSection({ area, activityId, gaps, totals }: GapsSectionProps) {
  const t = useT();
  const other = t('app.insights.otherQuestions');
  const columns: InsightColumn<Row>[] = [
    { header: t('app.insights.group'), value: (r) => r.group },
    ...answerColumns(t, area, activityId),
  ];
  const kinds = [
    {
      title: t('app.insights.notCoveredTitle'),
      help: t('app.insights.notCoveredHint'),
      groups: gaps.notCovered,
      total: totals.notCovered,
      fileName: 'not-covered-questions',
      empty: t('app.insights.allCovered'),
    },
    {
      title: t('app.insights.dislikedTitle'),
      help: t('app.insights.dislikedHint'),
      groups: gaps.disliked,
      total: totals.disliked,
      fileName: 'disliked-answers',
      empty: t('app.insights.noneDisliked'),
    },
  ];
  return (
    <Stack gap="md">
      {kinds.map((kind) => {
        const rows = rowsOf(kind.groups, other);
        return (
          <Paper key={kind.title} withBorder p="md" component="section" aria-label={kind.title}>
            <Stack gap="xs">
              <Group gap="xs">
                <Title order={4} size="h5">
                  {kind.title}
                </Title>
                <Badge variant="light" color={kind.total > 0 ? 'orange' : 'gray'}>
                  {kind.total}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {kind.help}
                {kind.total > rows.length
                  ? ` ${t('app.insights.newestShown', { count: rows.length })}`
                  : ''}
              </Text>
              {rows.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {kind.empty}
                </Text>
              ) : (
                <>
                  <Group gap={6}>
                    {kind.groups.map((g) => (
                      <Badge key={g.label ?? other} variant="outline" color="gray">
                        {t('app.insights.groupCount', {
                          group: g.label ?? other,
                          count: g.questions.length,
                        })}
                      </Badge>
                    ))}
                  </Group>
                  <InsightTable
                    caption={kind.title}
                    fileName={kind.fileName}
                    columns={columns}
                    rows={rows}
                    rowKey={(r) => r.replyId}
                  />
                </>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
