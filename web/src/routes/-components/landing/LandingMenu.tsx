import { Divider, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '~/components/brand/Brand.tsx';
import { SECTIONS } from './sections.ts';
import { SectionLink } from './SectionLink.tsx';
import { useT } from '~/i18n/use-t.ts';

interface LandingMenuProps {
  opened: boolean;
  onClose: () => void;
  /** Login, or Dashboard and Logout. */
  accountActions: ReactNode;
}

/** The phone's menu: the sections, then the account actions. */
export function LandingMenu({ opened, onClose, accountActions }: LandingMenuProps) {
  const t = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Brand size="sm" />}
      hiddenFrom="sm"
      size="75%"
    >
      <Stack gap="md">
        {SECTIONS.map((section) => (
          <SectionLink
            key={section.id}
            section={section.id}
            onNavigate={onClose}
            c="var(--mantine-color-text)"
            fw={500}
          >
            {t(section.label)}
          </SectionLink>
        ))}
        <Divider />
        {accountActions}
      </Stack>
    </Drawer>
  );
}
