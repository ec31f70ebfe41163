import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
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

const OTHER = 'Other questions';

const rowsOf = (groups: GapGroup[]): Row[] =>
  groups.flatMap((g) => g.questions.map((q) => ({ ...q, group: g.label ?? OTHER })));

/** Questions the material does not cover, and answers students disliked, grouped. */
export function GapsSection({ area, activityId, gaps, totals }: GapsSectionProps) {
  const columns: InsightColumn<Row>[] = [
    { header: 'Group', value: (r) => r.group },
    ...answerColumns(area, activityId),
  ];
  const kinds = [
    {
      title: 'Not covered by the material',
      help: 'The search found nothing relevant in the material for these questions.',
      groups: gaps.notCovered,
      total: totals.notCovered,
      fileName: 'not-covered-questions',
      empty: 'Every question found an answer in the material.',
    },
    {
      title: 'Disliked answers, by shared word',
      help: 'Students marked these answers as not helpful.',
      groups: gaps.disliked,
      total: totals.disliked,
      fileName: 'disliked-answers',
      empty: 'No answer was disliked.',
    },
  ];
  return (
    <Stack gap="md">
      {kinds.map((kind) => {
        const rows = rowsOf(kind.groups);
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
                {kind.total > rows.length ? ` The newest ${rows.length} are shown.` : ''}
              </Text>
              {rows.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {kind.empty}
                </Text>
              ) : (
                <>
                  <Group gap={6}>
                    {kind.groups.map((g) => (
                      <Badge key={g.label ?? OTHER} variant="outline" color="gray">
                        {g.label ?? OTHER}: {g.questions.length}
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
