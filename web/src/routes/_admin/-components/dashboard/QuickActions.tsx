import { SimpleGrid } from '@mantine/core';
import { IconBookUpload, IconMessages, IconSettings, IconUserPlus } from '@tabler/icons-react';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { Panel } from '~/components/panel/Panel.tsx';
import { useT } from '~/i18n/use-t.ts';

/** The dashboard's shortcuts: add a teacher or a course, read responses, change settings. */
export function QuickActions() {
  const t = useT();
  return (
    <Panel title={t('admin.dashboard.quickActions')} fill>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1, xl: 2 }} spacing="sm">
        <ButtonLink to="/teachers/new" variant="light" leftSection={<IconUserPlus size={18} />}>
          {t('admin.dashboard.addTeacher')}
        </ButtonLink>
        <ButtonLink to="/courses/new" variant="light" leftSection={<IconBookUpload size={18} />}>
          {t('admin.dashboard.addCourse')}
        </ButtonLink>
        <ButtonLink
          to="/admin/student_responses"
          variant="light"
          leftSection={<IconMessages size={18} />}
        >
          {t('admin.dashboard.viewResponses')}
        </ButtonLink>
        <ButtonLink to="/settings" variant="light" leftSection={<IconSettings size={18} />}>
          {t('admin.dashboard.settings')}
        </ButtonLink>
      </SimpleGrid>
    </Panel>
  );
}
