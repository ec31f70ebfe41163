import { Group, Select, Tabs, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ACTIVITY_TABS } from '@teachchat/shared';
import { TAB_LABELS, type ActivityTab } from '../common/activity-status.ts';

// Select values cannot be empty: this one stands for 'All Courses'.
const ALL_COURSES = '*';

interface ActivityFiltersProps {
  tab: ActivityTab;
  search: string;
  courseId: string | undefined;
  courses: { id: string; title: string }[];
  onTab: (tab: ActivityTab) => void;
  onSearch: (search: string) => void;
  onCourse: (courseId: string | undefined) => void;
}

export function ActivityFilters(props: ActivityFiltersProps) {
  const { tab, search, courseId, courses, onTab, onSearch, onCourse } = props;
  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <Tabs value={tab} onChange={(value) => onTab((value as ActivityTab | null) ?? 'all')}>
        <Tabs.List>
          {ACTIVITY_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="sm" style={{ flex: '1 1 420px' }} justify="flex-end">
        <TextInput
          style={{ flex: '1 1 220px' }}
          maw={360}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          placeholder="Search activities..."
          aria-label="Search activities"
          leftSection={<IconSearch size={16} />}
          type="search"
        />
        <Select
          w={{ base: '100%', xs: 220 }}
          aria-label="Course"
          data={[
            { value: ALL_COURSES, label: 'All Courses' },
            ...courses.map((c) => ({ value: c.id, label: c.title })),
          ]}
          value={courseId ?? ALL_COURSES}
          onChange={(value) => onCourse(value === ALL_COURSES ? undefined : (value ?? undefined))}
          allowDeselect={false}
          maxDropdownHeight={300}
        />
      </Group>
    </Group>
  );
}
