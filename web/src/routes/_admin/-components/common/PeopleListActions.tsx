import { Group } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { useT } from '~/i18n/use-t.ts';

/** Beside Manage Students and Manage Teachers: import a roster of them, or add one. */
export function PeopleListActions({ role }: { role: 'student' | 'teacher' }) {
  const t = useT();
  return (
    <Group gap="sm">
      <ButtonLink
        to="/admin/roster_import"
        search={{ role }}
        variant="default"
        leftSection={<IconFileImport size={16} />}
      >
        {t('admin.people.importRoster')}
      </ButtonLink>
      {role === 'student' ? (
        <ButtonLink to="/students/new" leftSection={<IconPlus size={16} />}>
          {t('admin.people.addStudent')}
        </ButtonLink>
      ) : (
        <ButtonLink to="/teachers/new" leftSection={<IconPlus size={16} />}>
          {t('admin.people.addTeacher')}
        </ButtonLink>
      )}
    </Group>
  );
}
