import { Box, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { courseColor } from '../common/course-color.ts';
import type { StudentCourseCard } from '../common/student-types.ts';
import { Panel } from '~/components/panel/Panel.tsx';
import { useT } from '~/i18n/use-t.ts';
import { formatPercent } from '~/lib/format.ts';

export function EnrolledCourses({ courses }: { courses: StudentCourseCard[] }) {
  const t = useT();
  return (
    <Panel title={t('student.dashboard.enrolledCourses')} fill>
      <Stack gap="md">
        {courses.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('student.dashboard.noCourses')}
          </Text>
        )}
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {courses.map((course) => (
            <Paper key={course.id} withBorder p="sm" component="li" aria-label={course.title}>
              <Group wrap="nowrap" gap="sm">
                <Box
                  w={6}
                  mih={44}
                  style={{ alignSelf: 'stretch', borderRadius: 3, flexShrink: 0 }}
                  bg={`var(--mantine-color-${courseColor(course.courseCode)}-filled)`}
                  aria-hidden
                />
                <Stack gap={4} style={{ flex: 1 }} miw={0}>
                  {/* Two lines before "…": one line left a phone "Data Structures an…". */}
                  <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {course.title}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <Progress
                      value={course.progress}
                      size="sm"
                      style={{ flex: 1 }}
                      aria-label={t('student.dashboard.courseProgress', { course: course.title })}
                    />
                    <Text size="xs" c="dimmed" w={36} ta="right">
                      {formatPercent(course.progress)}
                    </Text>
                  </Group>
                </Stack>
                <ButtonLink
                  to="/student_course/$courseCode"
                  params={{ courseCode: course.courseCode }}
                  size="xs"
                  variant="light"
                  aria-label={t('student.dashboard.viewCourse', { course: course.title })}
                >
                  {t('student.dashboard.view')}
                </ButtonLink>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Panel>
  );
}
