import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '~/i18n/use-t.ts';
import { formatCount, formatDate } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { Detail } from '~/components/detail/Detail.tsx';
import { creativityText, storeLabel } from '../common/assistant-words.ts';
import type { TeacherActivityDetail } from '../common/teacher-types.ts';

/** The details dialog's facts: the model, where the material is indexed, creativity, and more. */
export function ActivityFacts({ activity }: { activity: TeacherActivityDetail }) {
  const trpc = useTRPC();
  const t = useT();
  const notSet = t('teacher.activities.notSet');
  // Labels only; the raw value stands in while they load or if they cannot.
  const { data: choices } = useQuery(trpc.models.list.queryOptions());
  const model = choices?.models.find((m) => m.value === activity.model)?.label ?? activity.model;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
      <Detail label={t('teacher.activities.course')} kind="fact">
        {t('teacher.activities.courseWithCode', {
          title: activity.courseTitle,
          code: activity.courseCode,
        })}
      </Detail>
      <Detail label={t('teacher.activities.model')} kind="fact">
        {model}
      </Detail>
      <Detail label={t('teacher.activities.indexedIn')} kind="fact">
        {storeLabel(activity.vectorStore)}
      </Detail>
      <Detail label={t('teacher.activities.creativity')} kind="fact">
        {creativityText(activity.temperature)}
      </Detail>
      <Detail label={t('teacher.activities.startDate')} kind="fact">
        {activity.startDate ? formatDate(activity.startDate) : notSet}
      </Detail>
      <Detail label={t('teacher.activities.endDate')} kind="fact">
        {activity.endDate ? formatDate(activity.endDate) : notSet}
      </Detail>
      <Detail label={t('teacher.activities.estimatedTime')} kind="fact">
        {activity.estimatedMinutes
          ? t('teacher.activities.minutes', { minutes: formatCount(activity.estimatedMinutes) })
          : notSet}
      </Detail>
      <Detail label={t('teacher.activities.studentResponses')} kind="fact">
        {formatCount(activity.responseCount)}
      </Detail>
      <Detail label={t('teacher.activities.created')} kind="fact">
        {formatDate(activity.createdAt)}
      </Detail>
    </SimpleGrid>
  );
}
