import { BarChart } from '@mantine/charts';
import { Accordion, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
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

const passageName = (p: Topic['passages'][number]) =>
  p.page === null ? p.fileName : `${p.fileName}, page ${p.page}`;

/** The most-asked topics: a chart of their sizes, then each with its questions and passages. */
export function TopicsSection({ area, activityId, topics }: TopicsSectionProps) {
  const rows = topics.topics;
  return (
    <Stack gap="sm">
      <ChartCard<Topic>
        title="Most-asked topics"
        order={3}
        description="Questions grouped by a word of the material they share (a word in most passages names no topic), named by the words students wrote with it or by a heading of the material."
        fileName="most-asked-topics"
        emptyText="No two questions share a word of the material yet."
        rows={rows}
        rowKey={(t) => t.term}
        columns={[
          { header: 'Topic', value: (t) => t.label },
          { header: 'Questions', value: (t) => t.count, numeric: true },
          {
            header: 'Passages that answered',
            value: (t) => t.passages.map(passageName).join('; '),
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
            series={[{ name: 'count', label: 'Questions', color: 'violet.6' }]}
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
                    {topic.count} {topic.count === 1 ? 'question' : 'questions'}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <Title order={4} size="h6">
                    Questions
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
                      The newest {topic.questions.length} of {topic.count}.
                    </Text>
                  )}
                  <Title order={4} size="h6">
                    Passages that answered
                  </Title>
                  {topic.passages.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      The replies cited no passage.
                    </Text>
                  ) : (
                    <List spacing={4} size="sm">
                      {topic.passages.map((p) => (
                        <List.Item key={`${p.fileId}:${p.page}:${p.excerpt}`}>
                          <Text size="sm" fw={500} span>
                            {passageName(p)}
                          </Text>{' '}
                          <Text size="xs" c="dimmed" span>
                            cited {p.count} {p.count === 1 ? 'time' : 'times'}
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
