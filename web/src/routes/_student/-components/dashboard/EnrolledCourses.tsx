import { Box, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { courseColor } from '../common/course-color.ts';
import type { StudentCourseCard } from '../common/student-types.ts';
import { Panel } from '~/components/panel/Panel.tsx';

export function EnrolledCourses({ courses }: { courses: StudentCourseCard[] }) {
  return (
    <Panel title="Enrolled Courses" fill>
      <Stack gap="md">
        {courses.length === 0 && (
          <Text c="dimmed" size="sm">
            You are not enrolled in any courses yet.
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
                      aria-label={`${course.title} progress`}
                    />
                    <Text size="xs" c="dimmed" w={36} ta="right">
                      {course.progress}%
                    </Text>
                  </Group>
                </Stack>
                <ButtonLink
                  to="/student_course/$courseCode"
                  params={{ courseCode: course.courseCode }}
                  size="xs"
                  variant="light"
                  aria-label={`View ${course.title}`}
                >
                  View
                </ButtonLink>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Panel>
  );
}
