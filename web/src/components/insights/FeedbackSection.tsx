import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import { answerColumns } from './answer-columns.tsx';
import type { InsightsFeedback } from './insights-api.ts';
import { InsightTable } from './InsightTable.tsx';
import type { StaffArea } from '../../lib/staff-area.ts';

interface FeedbackSectionProps {
  area: StaffArea;
  activityId: string;
  feedback: InsightsFeedback;
}

/** The answers students liked and disliked, each with its question and a link to the chat. */
export function FeedbackSection({ area, activityId, feedback }: FeedbackSectionProps) {
  const t = useT();
  const columns = answerColumns(t, area, activityId);
  const lists = [
    { title: t('app.insights.liked'), rows: feedback.liked, fileName: 'liked-answers' },
    { title: t('app.insights.disliked'), rows: feedback.disliked, fileName: 'disliked-answers' },
  ];
  return (
    <SimpleGrid cols={1}>
      {lists.map((list) => (
        <Paper key={list.title} withBorder p="md" component="section" aria-label={list.title}>
          <Stack gap="xs">
            <Title order={4} size="h5">
              {list.title}
            </Title>
            {list.rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('app.insights.noneYet')}
              </Text>
            ) : (
              <InsightTable
                caption={list.title}
                fileName={list.fileName}
                columns={columns}
                rows={list.rows}
                rowKey={(a) => a.replyId}
              />
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
