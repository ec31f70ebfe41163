import { SimpleGrid } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useState } from 'react';
import { Panel } from '~/components/panel/Panel.tsx';
import { AnchorLink } from '~/components/router-links/router-links.tsx';
import { EmptyMessage } from '~/components/empty-message/EmptyMessage.tsx';
import type { TeacherCourse } from '../common/teacher-types.ts';
import { CourseCard } from '../courses/CourseCard.tsx';
import { CourseDialog } from '../courses/CourseDialog.tsx';

export function YourCourses({ courses }: { courses: TeacherCourse[] }) {
  const [open, setOpen] = useState<TeacherCourse | null>(null);
  return (
    <Panel
      title="Your Courses"
      actions={
        <AnchorLink to="/teacher_courses" size="sm" fw={500}>
          View All
        </AnchorLink>
      }
    >
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
    </Panel>
  );
}
