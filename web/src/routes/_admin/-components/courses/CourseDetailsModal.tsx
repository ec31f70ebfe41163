import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRetained } from '~/components/admin/use-retained.ts';
import { departmentText } from '~/components/admin/departments.ts';
import { Detail } from '~/components/detail/Detail.tsx';
import { useT } from '~/i18n/use-t.ts';
import { formatDay } from '~/lib/format.ts';
import type { CourseRow } from '../common/admin-types.ts';
import { CourseActivities } from './CourseActivities.tsx';
import { CourseStatusBadge } from './CourseStatusBadge.tsx';
import { StartNextTermButton } from './StartNextTermButton.tsx';

interface CourseDetailsModalProps {
  course: CourseRow | null;
  onClose: () => void;
  onEdit: (course: CourseRow) => void;
}

export function CourseDetailsModal({ course: current, onClose, onEdit }: CourseDetailsModalProps) {
  const t = useT();
  const course = useRetained(current);
  return (
    <Modal opened={current !== null} onClose={onClose} title={t('admin.courses.details')} size="lg">
      {course && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Detail label={t('admin.courses.colTitle')}>{course.title}</Detail>
            <Detail label={t('admin.courses.colCode')}>{course.courseCode}</Detail>
            <Detail label={t('admin.common.department')}>
              {departmentText(course.departmentCode)}
            </Detail>
            <Detail label={t('admin.courses.colTeacher')}>
              {course.teacher.name}
              <Text size="xs" c="dimmed">
                {course.teacher.email}
              </Text>
            </Detail>
            <Detail label={t('admin.courses.colStudents')}>
              {t('admin.courses.placesTaken', {
                enrolled: course.enrolledCount,
                max: course.maxStudents,
              })}
            </Detail>
            <Detail label={t('admin.courses.colStatus')}>
              <CourseStatusBadge status={course.status} />
            </Detail>
            <Detail label={t('admin.courses.dates')}>
              {t('admin.courses.dateRange', {
                start: formatDay(course.startDate),
                end: formatDay(course.endDate),
              })}
            </Detail>
            <Detail label={t('admin.courses.credits')}>{course.credits}</Detail>
            <Detail label={t('admin.courses.prerequisites')}>
              {course.prerequisites ?? t('admin.courses.none')}
            </Detail>
          </SimpleGrid>
          <Detail label={t('admin.courses.descriptionLabel')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {course.description}
            </Text>
          </Detail>
          <Detail label={t('admin.courses.activities')}>
            <CourseActivities courseId={course.id} />
          </Detail>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.courses.close')}
            </Button>
            <StartNextTermButton courseId={course.id} onDone={onClose} />
            <Button onClick={() => onEdit(course)}>{t('admin.courses.edit')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
