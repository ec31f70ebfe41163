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
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';
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
  const t = useT();
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
    <Page title={t('app.insights.title', { title: activity.title })} actions={props.actions}>
      <Stack gap="xl">
        <Text c="dimmed">
          {t('app.insights.courseLine', {
            course: activity.courseTitle,
            code: activity.courseCode,
            teacher: activity.teacherName,
          })}
        </Text>
        <Totals overview={overview} />
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('app.insights.overTime')}
          </Title>
          <ActivityCharts overview={overview} />
        </Stack>
        <Section
          title={t('app.insights.topics')}
          failed="app.insights.topicsFailed"
          loading="app.insights.topicsLoading"
          query={topics}
          heading={false}
        >
          {(data) => <TopicsSection area={area} activityId={activityId} topics={data} />}
        </Section>
        <Section
          title={t('app.insights.gaps')}
          failed="app.insights.gapsFailed"
          loading="app.insights.gapsLoading"
          query={gaps}
        >
          {(data) => (
            <GapsSection area={area} activityId={activityId} gaps={data} totals={overview.totals} />
          )}
        </Section>
        <Section
          title={t('app.insights.materialUse')}
          failed="app.insights.materialUseFailed"
          loading="app.insights.materialUseLoading"
          query={material}
          heading={false}
        >
          {(data) => <MaterialUseSection files={data.files} />}
        </Section>
        <Section
          title={t('app.insights.feedback')}
          failed="app.insights.feedbackFailed"
          loading="app.insights.feedbackLoading"
          query={feedback}
        >
          {(data) => <FeedbackSection area={area} activityId={activityId} feedback={data} />}
        </Section>
      </Stack>
    </Page>
  );
}

function Totals({ overview }: { overview: InsightsOverview }) {
  const t = useT();
  const totals = overview.totals;
  const cards = [
    {
      label: t('app.insights.questions'),
      value: totals.questions,
      icon: IconMessageQuestion,
      color: 'blue',
    },
    {
      label: t('app.insights.activeStudents'),
      value: t('app.insights.ofEnrolled', {
        count: totals.activeStudents,
        enrolled: totals.enrolled,
      }),
      icon: IconUsers,
      color: 'teal',
    },
    {
      label: t('app.insights.submissions'),
      value: t('app.insights.ofEnrolled', { count: totals.submissions, enrolled: totals.enrolled }),
      icon: IconCircleCheck,
      color: 'green',
    },
    {
      label: t('app.insights.notCovered'),
      value: totals.notCovered,
      icon: IconHelpCircle,
      color: 'orange',
    },
    { label: t('app.insights.liked'), value: totals.liked, icon: IconThumbUp, color: 'grape' },
    {
      label: t('app.insights.disliked'),
      value: totals.disliked,
      icon: IconThumbDown,
      color: 'red',
    },
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
  /** What the section says when it could not load, and while it loads. */
  failed: MessageKey;
  loading: MessageKey;
  heading?: boolean;
  query: UseQueryResult<T, unknown>;
  children: (data: T) => ReactNode;
}) {
  const { title, query } = props;
  const t = useT();
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
        <Alert color="red" variant="light" title={t(props.failed)}>
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <Skeleton h={200} aria-label={t(props.loading)} />
      )}
    </Stack>
  );
}
