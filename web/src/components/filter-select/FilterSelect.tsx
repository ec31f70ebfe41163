import { Select } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';

// A Select value cannot be empty: this one stands for 'All …', no filter.
const ALL = '*';

interface FilterSelectProps {
  /** Names the filter: 'Course'. */
  label: string;
  /** The choice that filters nothing: 'All Courses'. */
  allLabel: string;
  options: { value: string; label: string }[];
  /** The chosen value; undefined for all. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** For long lists (students, activities): type to find. */
  searchable?: boolean;
  disabled?: boolean;
  width?: number;
}

/** A list filter: 'All …' or one of the options. */
export function FilterSelect(props: FilterSelectProps) {
  const t = useT();
  return (
    <Select
      w={{ base: '100%', xs: props.width ?? 200 }}
      aria-label={props.label}
      data={[{ value: ALL, label: props.allLabel }, ...props.options]}
      value={props.value ?? ALL}
      onChange={(next) => props.onChange(next === ALL || next === null ? undefined : next)}
      allowDeselect={false}
      searchable={props.searchable}
      nothingFoundMessage={props.searchable ? t('app.filter.nothingFound') : undefined}
      disabled={props.disabled}
      maxDropdownHeight={300}
    />
  );
}
