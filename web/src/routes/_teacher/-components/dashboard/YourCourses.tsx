import { Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useState } from 'react';
import { AnchorLink } from '../../../../components/router-links/router-links.tsx';
import { EmptyMessage } from '../../../../components/empty-message/EmptyMessage.tsx';
import type { TeacherCourse } from '../common/teacher-types.ts';
import { CourseCard } from '../courses/CourseCard.tsx';
import { CourseDialog } from '../courses/CourseDialog.tsx';

export function YourCourses({ courses }: { courses: TeacherCourse[] }) {
  const [open, setOpen] = useState<TeacherCourse | null>(null);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="your-courses">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4" id="your-courses">
          Your Courses
        </Title>
        <AnchorLink to="/teacher_courses" size="sm" fw={500}>
          View All
        </AnchorLink>
      </Group>
      {courses.length === 0 ? (
        <EmptyMessage
          title="No Courses"
          description="You have no courses assigned."
          icon={IconBook}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} onOpen={setOpen} />
          ))}
        </SimpleGrid>
      )}
      <CourseDialog course={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
