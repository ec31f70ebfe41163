import { SimpleGrid } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useState } from 'react';
import { Panel } from '~/components/panel/Panel.tsx';
import { AnchorLink } from '~/components/router-links/router-links.tsx';
import { EmptyMessage } from '~/components/empty-message/EmptyMessage.tsx';
import { useT } from '~/i18n/use-t.ts';
import type { TeacherCourse } from '../common/teacher-types.ts';
import { CourseCard } from '../courses/CourseCard.tsx';
import { CourseDialog } from '../courses/CourseDialog.tsx';

export function YourCourses({ courses }: { courses: TeacherCourse[] }) {
  const t = useT();
  const [open, setOpen] = useState<TeacherCourse | null>(null);
  return (
    <Panel
      title={t('teacher.dashboard.courses')}
      actions={
        <AnchorLink to="/teacher_courses" size="sm" fw={500}>
          {t('teacher.dashboard.viewAll')}
        </AnchorLink>
      }
    >
      {courses.length === 0 ? (
        <EmptyMessage
          title={t('teacher.dashboard.noCourses')}
          description={t('teacher.dashboard.noCoursesHint')}
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
