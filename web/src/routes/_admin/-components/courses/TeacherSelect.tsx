import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '~/lib/trpc.ts';
import { WHOLE_LIST } from '../queries.ts';

/** The Assigned Teacher picker: every teacher, searchable by name or email. */
export function TeacherSelect(props: Omit<SelectProps, 'data'>) {
  const trpc = useTRPC();
  const teachers = useQuery(trpc.admin.teachers.list.queryOptions(WHOLE_LIST));
  const data = (teachers.data ?? []).map((t) => ({
    value: t.id,
    label: `${t.firstName} ${t.lastName} (${t.email})`,
  }));
  return (
    <Select
      label="Assigned Teacher"
      placeholder={teachers.isPending ? 'Loading teachers…' : 'Select a teacher'}
      searchable
      maxDropdownHeight={300}
      nothingFoundMessage={teachers.isError ? 'Teachers could not be loaded' : 'No teachers found'}
      {...props}
      data={data}
    />
  );
}
