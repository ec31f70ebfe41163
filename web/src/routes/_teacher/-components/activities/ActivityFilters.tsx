import { Group, Tabs } from '@mantine/core';
import { ACTIVITY_TABS } from '@teachchat/shared';
import { FilterSelect } from '~/components/filter-select/FilterSelect.tsx';
import { SearchField } from '~/components/search-field/SearchField.tsx';
import { useT } from '~/i18n/use-t.ts';
import { TAB_LABELS, type ActivityTab } from '../common/activity-status.ts';

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
  const t = useT();
  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <Tabs value={tab} onChange={(value) => onTab((value as ActivityTab | null) ?? 'all')}>
        <Tabs.List>
          {ACTIVITY_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(TAB_LABELS[value])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="sm" style={{ flex: '1 1 420px' }} justify="flex-end">
        <SearchField
          value={search}
          onChange={onSearch}
          placeholder={t('teacher.activities.searchPlaceholder')}
          label={t('teacher.activities.searchLabel')}
          debounceMs={300}
          maw={360}
        />
        <FilterSelect
          label={t('teacher.activities.course')}
          allLabel={t('teacher.activities.allCourses')}
          options={courses.map((c) => ({ value: c.id, label: c.title }))}
          value={courseId}
          onChange={onCourse}
          width={220}
        />
      </Group>
    </Group>
  );
}
