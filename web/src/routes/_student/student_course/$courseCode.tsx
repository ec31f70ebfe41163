import { Grid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/page/Page.tsx';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { useTRPC } from '~/lib/trpc.ts';
import { ActivityRow } from '../-components/common/ActivityRow.tsx';
import { orNotFound } from '../-components/common/not-found.ts';
import { ResourceNotFound } from '../-components/common/ResourceNotFound.tsx';
import { CourseOverview } from '../-components/course/CourseOverview.tsx';
import { CourseSidebar } from '../-components/course/CourseSidebar.tsx';
import { CourseSkeleton } from '../-components/course/CourseSkeleton.tsx';
import { FeedbackList } from '../-components/progress/FeedbackList.tsx';
import { LazyProgressCharts } from '../-components/progress/LazyProgressCharts.tsx';
import { useT } from '~/i18n/use-t.ts';

// The parameter is the course code (docs/product.md#course-page-code).
export const Route = createFileRoute('/_student/student_course/$courseCode')({
  loader: ({ context: { queryClient, trpc }, params: { courseCode } }) =>
    orNotFound(
      queryClient.ensureQueryData(trpc.student.courses.byCode.queryOptions({ courseCode })),
    ),
  pendingComponent: CourseSkeleton,
  notFoundComponent: CourseNotFound,
  component: StudentCoursePage,
});

function CourseNotFound() {
  const t = useT();
  return (
    <ResourceNotFound
      title={t('student.course.notFound')}
      description={t('student.course.notFoundText')}
      backTo="/student_courses"
      backLabel={t('student.course.backToCourses')}
    />
  );
}

function StudentCoursePage() {
  const trpc = useTRPC();
  const { courseCode } = Route.useParams();
  const { data } = useSuspenseQuery(trpc.student.courses.byCode.queryOptions({ courseCode }));
  const { course, activities, progress } = data;
  const t = useT();

  return (
    <Stack gap="md">
      <ButtonLink
        to="/student_courses"
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
        px="xs"
      >
        {t('student.course.backToCourses')}
      </ButtonLink>
      <Page title={course.title}>
        <CourseOverview course={course} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Stack gap="sm" component="section" aria-labelledby="course-activities">
                <Title order={3} size="h4" id="course-activities">
                  {t('student.course.activities')}
                </Title>
                {activities.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('student.course.noActivities')}
                  </Text>
                ) : (
                  <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                    {activities.map((activity) => (
                      <ActivityRow key={activity.id} activity={activity} />
                    ))}
                  </Stack>
                )}
              </Stack>
              <FeedbackList feedback={progress.feedback} />
              <LazyProgressCharts activities={progress.activities} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CourseSidebar course={course} />
          </Grid.Col>
        </Grid>
      </Page>
    </Stack>
  );
}
