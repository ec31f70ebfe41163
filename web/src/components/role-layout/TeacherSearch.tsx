import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

/** The teacher top bar's search: opens the activity list with the query in its search box. */
export function TeacherSearch() {
  const navigate = useNavigate();
  const t = useT();
  const [query, setQuery] = useState('');

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const search = query.trim();
        void navigate({ to: '/activities', search: { search: search || undefined } });
      }}
    >
      <TextInput
        visibleFrom="sm"
        w={{ sm: 220, md: 300 }}
        placeholder={t('app.header.searchActivitiesPlaceholder')}
        aria-label={t('app.header.searchActivities')}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
    </form>
  );
}
