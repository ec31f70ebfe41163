import { BarChart } from '@mantine/charts';
import { Accordion, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Translate } from '../../i18n/t.ts';
import { useT } from '../../i18n/use-t.ts';
import { ChartCard } from './ChartCard.tsx';
import type { InsightsTopics } from './insights-api.ts';
import { axisLabel } from './insights-format.ts';
import { TranscriptLink } from './TranscriptLink.tsx';
import type { StaffArea } from '../../lib/staff-area.ts';

type Topic = InsightsTopics['topics'][number];

interface TopicsSectionProps {
  area: StaffArea;
  activityId: string;
  topics: InsightsTopics;
}

const passageName = (t: Translate, p: Topic['passages'][number]) =>
  p.page === null ? p.fileName : t('app.insights.filePage', { file: p.fileName, page: p.page });

/** The most-asked topics: a chart of their sizes, then each with its questions and passages. */
export function TopicsSection({ area, activityId, topics }: TopicsSectionProps) {
  const rows = topics.topics;
  const t = useT();
  return (
    <Stack gap="sm">
      <ChartCard<Topic>
        title={t('app.insights.topics')}
        order={3}
        description={t('app.insights.topicsHint')}
        fileName="most-asked-topics"
        emptyText={t('app.insights.noTopics')}
        rows={rows}
        rowKey={(topic) => topic.term}
        columns={[
          { header: t('app.insights.topic'), value: (topic) => topic.label },
          { header: t('app.insights.questions'), value: (topic) => topic.count, numeric: true },
          {
            header: t('app.insights.passages'),
            value: (topic) => topic.passages.map((p) => passageName(t, p)).join('; '),
          },
        ]}
        chart={
          <BarChart
            h={Math.max(160, rows.length * 36)}
            data={rows}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 140, tickFormatter: (label: string) => axisLabel(label) }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: 'count', label: t('app.insights.questions'), color: 'violet.6' }]}
          />
        }
      />
      {rows.length > 0 && (
        <Accordion variant="separated" multiple>
          {rows.map((topic) => (
            <Accordion.Item key={topic.term} value={topic.term}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text fw={500}>{topic.label}</Text>
                  <Badge variant="light" size="sm">
                    {t('app.insights.questionCount', { count: topic.count })}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <Title order={4} size="h6">
                    {t('app.insights.questions')}
                  </Title>
                  <List spacing={4} size="sm">
                    {topic.questions.map((q) => (
                      <List.Item key={q.messageId}>
                        <Group gap="xs" wrap="nowrap" align="flex-start">
                          <Text size="sm" style={{ flex: 1 }}>
                            {q.question}{' '}
                            <Text span size="xs" c="dimmed">
                              ({q.studentName})
                            </Text>
                          </Text>
                          <TranscriptLink
                            area={area}
                            activityId={activityId}
                            studentEmail={q.studentEmail}
                            studentName={q.studentName}
                          />
                        </Group>
                      </List.Item>
                    ))}
                  </List>
                  {topic.count > topic.questions.length && (
                    <Text size="xs" c="dimmed">
                      {t('app.insights.newestOf', {
                        shown: topic.questions.length,
                        count: topic.count,
                      })}
                    </Text>
                  )}
                  <Title order={4} size="h6">
                    {t('app.insights.passages')}
                  </Title>
                  {topic.passages.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('app.insights.noPassage')}
                    </Text>
                  ) : (
                    <List spacing={4} size="sm">
                      {topic.passages.map((p) => (
                        <List.Item key={`${p.fileId}:${p.page}:${p.excerpt}`}>
                          <Text size="sm" fw={500} span>
                            {passageName(t, p)}
                          </Text>{' '}
                          <Text size="xs" c="dimmed" span>
                            {t('app.insights.citedTimes', { count: p.count })}
                          </Text>
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {p.excerpt}
                          </Text>
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
