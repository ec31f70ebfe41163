import { Badge, Group, Select } from '@mantine/core';
import { useT } from '~/i18n/use-t.ts';
import type { CourseRow } from '../common/admin-types.ts';

interface CoursePickerProps {
  courses: CourseRow[] | undefined;
  value: string | undefined;
  onChange: (courseId: string | undefined) => void;
  /** The open course's numbers, fresher than the course list's. */
  enrolled?: { enrolledCount: number; maxStudents: number };
  error?: string;
}

export function CoursePicker({ courses, value, onChange, enrolled, error }: CoursePickerProps) {
  const t = useT();
  const full = enrolled && enrolled.enrolledCount >= enrolled.maxStudents;
  return (
    <Group align="flex-end" gap="sm">
      <Select
        style={{ flex: '1 1 320px' }}
        label={t('admin.enrollments.course')}
        placeholder={
          courses ? t('admin.enrollments.selectCourse') : t('admin.enrollments.loadingCourses')
        }
        searchable
        data={(courses ?? []).map((c) => ({
          value: c.id,
          label: t('admin.enrollments.courseOption', { code: c.courseCode, title: c.title }),
        }))}
        value={value ?? null}
        onChange={(id) => onChange(id ?? undefined)}
        maxDropdownHeight={300}
        nothingFoundMessage={t('admin.enrollments.noCourses')}
        error={error}
      />
      {enrolled && (
        <Badge
          size="lg"
          variant="light"
          color={full ? 'red' : 'blue'}
          mb={error ? 22 : 4}
          aria-label={t('admin.enrollments.placesTaken', {
            enrolled: enrolled.enrolledCount,
            max: enrolled.maxStudents,
          })}
        >
          {t(full ? 'admin.enrollments.enrolledFull' : 'admin.enrollments.enrolledBadge', {
            enrolled: enrolled.enrolledCount,
            max: enrolled.maxStudents,
          })}
        </Badge>
      )}
    </Group>
  );
}
