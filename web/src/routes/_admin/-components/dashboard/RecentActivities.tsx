import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBook, IconMessage, IconUserPlus } from '@tabler/icons-react';
import { timeAgo } from '~/lib/format.ts';
import type { RecentItem } from '../common/admin-types.ts';
import { PanelList } from './PanelList.tsx';
import { Panel } from '~/components/panel/Panel.tsx';
import { useT } from '~/i18n/use-t.ts';

const KIND_ICON = {
  teacher: { icon: IconUserPlus, color: 'blue' },
  course: { icon: IconBook, color: 'teal' },
  response: { icon: IconMessage, color: 'orange' },
} as const;

interface RecentActivitiesProps {
  items: RecentItem[] | undefined;
  error: string | undefined;
}

/** New teachers, courses and responses of the last seven days, newest first (at most four). */
export function RecentActivities({ items, error }: RecentActivitiesProps) {
  const t = useT();
  return (
    <Panel title={t('admin.dashboard.recent')} fill>
      <PanelList items={items} error={error} rowHeight={36} empty={t('admin.dashboard.noRecent')}>
        {(list) => (
          <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.map((item) => {
              const { icon: KindIcon, color } = KIND_ICON[item.kind];
              return (
                <Group
                  key={`${item.kind}:${item.at.getTime()}:${item.message}`}
                  component="li"
                  wrap="nowrap"
                  gap="sm"
                >
                  <ThemeIcon variant="light" color={color} radius="xl" size={34} aria-hidden>
                    <KindIcon size={18} />
                  </ThemeIcon>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {item.message}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <time dateTime={item.at.toISOString()}>{timeAgo(item.at)}</time>
                    </Text>
                  </div>
                </Group>
              );
            })}
          </Stack>
        )}
      </PanelList>
    </Panel>
  );
}
