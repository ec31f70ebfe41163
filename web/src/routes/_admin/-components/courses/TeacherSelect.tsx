import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { WHOLE_LIST } from '../queries.ts';

/** The Assigned Teacher picker: every teacher, searchable by name or email. */
export function TeacherSelect(props: Omit<SelectProps, 'data'>) {
  const t = useT();
  const trpc = useTRPC();
  const teachers = useQuery(trpc.admin.teachers.list.queryOptions(WHOLE_LIST));
  const data = (teachers.data ?? []).map((teacher) => ({
    value: teacher.id,
    label: `${teacher.firstName} ${teacher.lastName} (${teacher.email})`,
  }));
  return (
    <Select
      label={t('admin.courses.assignedTeacher')}
      placeholder={
        teachers.isPending ? t('admin.courses.loadingTeachers') : t('admin.courses.selectTeacher')
      }
      searchable
      maxDropdownHeight={300}
      nothingFoundMessage={
        teachers.isError ? t('admin.courses.teachersFailed') : t('admin.courses.noTeachers')
      }
      {...props}
      data={data}
    />
  );
}
