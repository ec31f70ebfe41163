import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconHelpCircle,
  IconMessageQuestion,
  IconThumbDown,
  IconThumbUp,
  IconUsers,
} from '@tabler/icons-react';
import { type UseQueryResult, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { Page } from '../page/Page.tsx';
import { StatCard } from '../stat-card/StatCard.tsx';
import { ActivityCharts } from './ActivityCharts.tsx';
import { FeedbackSection } from './FeedbackSection.tsx';
import { GapsSection } from './GapsSection.tsx';
import type { InsightsApi, InsightsOverview } from './insights-api.ts';
import { MaterialUseSection } from './MaterialUseSection.tsx';
import { TopicsSection } from './TopicsSection.tsx';
import type { StaffArea } from '../../lib/staff-area.ts';

interface ActivityInsightsProps {
  area: StaffArea;
  api: InsightsApi;
  activityId: string;
  utcOffsetMinutes: number;
  actions?: ReactNode;
}

/** One activity at a glance: counts, charts, topics, gaps, material use and feedback. */
export function ActivityInsights(props: ActivityInsightsProps) {
  const { area, api, activityId } = props;
  const input = { activityId };
  const { data: overview } = useSuspenseQuery(
    api.overview.queryOptions({ activityId, utcOffsetMinutes: props.utcOffsetMinutes }),
  );
  const topics = useQuery(api.topics.queryOptions(input));
  const gaps = useQuery(api.gaps.queryOptions(input));
  const material = useQuery(api.materialUse.queryOptions(input));
  const feedback = useQuery(api.feedback.queryOptions(input));
  const { activity } = overview;
  return (
    <Page title={`Insights: ${activity.title}`} actions={props.actions}>
      <Stack gap="xl">
        <Text c="dimmed">
          {activity.courseTitle} ({activity.courseCode}) · {activity.teacherName}
        </Text>
        <Totals overview={overview} />
        <Stack gap="sm">
          <Title order={3} size="h4">
            Activity over time
          </Title>
          <ActivityCharts overview={overview} />
        </Stack>
        <Section title="Most-asked topics" query={topics} heading={false}>
          {(data) => <TopicsSection area={area} activityId={activityId} topics={data} />}
        </Section>
        <Section title="Material gaps" query={gaps}>
          {(data) => (
            <GapsSection area={area} activityId={activityId} gaps={data} totals={overview.totals} />
          )}
        </Section>
        <Section title="Material use" query={material} heading={false}>
          {(data) => <MaterialUseSection files={data.files} />}
        </Section>
        <Section title="Feedback on answers" query={feedback}>
          {(data) => <FeedbackSection area={area} activityId={activityId} feedback={data} />}
        </Section>
      </Stack>
    </Page>
  );
}

function Totals({ overview }: { overview: InsightsOverview }) {
  const t = overview.totals;
  const cards = [
    { label: 'Questions', value: t.questions, icon: IconMessageQuestion, color: 'blue' },
    {
      label: 'Active students',
      value: `${t.activeStudents} of ${t.enrolled}`,
      icon: IconUsers,
      color: 'teal',
    },
    {
      label: 'Submissions',
      value: `${t.submissions} of ${t.enrolled}`,
      icon: IconCircleCheck,
      color: 'green',
    },
    { label: 'Not covered', value: t.notCovered, icon: IconHelpCircle, color: 'orange' },
    { label: 'Liked answers', value: t.liked, icon: IconThumbUp, color: 'grape' },
    { label: 'Disliked answers', value: t.disliked, icon: IconThumbDown, color: 'red' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
      {cards.map((c) => (
        <StatCard key={c.label} label={c.label} value={c.value} icon={c.icon} color={c.color} />
      ))}
    </SimpleGrid>
  );
}

/**
 * A section loading on its own: a placeholder, its content, or why it failed. `heading`
 * false: the content's own card carries the title.
 */
function Section<T>(props: {
  title: string;
  heading?: boolean;
  query: UseQueryResult<T, unknown>;
  children: (data: T) => ReactNode;
}) {
  const { title, query } = props;
  return (
    <Stack gap="sm">
      {props.heading !== false && (
        <Title order={3} size="h4">
          {title}
        </Title>
      )}
      {query.data !== undefined ? (
        props.children(query.data)
      ) : query.isError ? (
        <Alert color="red" variant="light" title={`Could not load ${title.toLowerCase()}`}>
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <Skeleton h={200} aria-label={`Loading ${title.toLowerCase()}`} />
      )}
    </Stack>
  );
}
