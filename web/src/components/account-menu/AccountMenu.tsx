import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconKey, IconLogout } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t.ts';
import { ApiTokensModal } from '../api-tokens/ApiTokensModal.tsx';
import type { RoleNavigation } from '../role-layout/navigation.ts';
import { MenuItemLink } from '../router-links/menu-links.tsx';
import { useSignOut } from '../sign-out/use-sign-out.ts';

export interface AccountUser {
  fullName: string;
  email: string;
  avatarUrl: string | null;
}

export function AccountMenu({ user, nav }: { user: AccountUser; nav: RoleNavigation }) {
  const [tokensOpened, tokens] = useDisclosure(false);
  const signOut = useSignOut();
  const t = useT();
  const role = t(nav.roleLabel);

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md">
        <Menu.Target>
          {/* Named by what it shows, so a voice user can say the name they see. */}
          <UnstyledButton px={4} py={2}>
            <Group gap="xs" wrap="nowrap">
              <Avatar
                src={user.avatarUrl}
                name={user.fullName}
                color="initials"
                radius="xl"
                size={34}
                aria-hidden
              />
              <VisuallyHidden>{t('app.account.menuFor')}</VisuallyHidden>
              <VisuallyHidden hiddenFrom="md">{user.fullName}</VisuallyHidden>
              <Box visibleFrom="md" maw={160}>
                <Text size="sm" fw={600} lh={1.25} truncate>
                  {user.fullName}
                </Text>
                <Text size="xs" c="dimmed" lh={1.25}>
                  {role}
                </Text>
              </Box>
              <Box visibleFrom="sm" display="flex">
                <IconChevronDown size={14} />
              </Box>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Box px="sm" py="xs">
            <Text size="sm" fw={600} truncate>
              {user.fullName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email} · {role}
            </Text>
          </Box>
          <Menu.Divider />
          {nav.account.map((link) => (
            <MenuItemLink key={link.label} to={link.to} leftSection={<link.icon size={16} />}>
              {t(link.label)}
            </MenuItemLink>
          ))}
          <Menu.Item leftSection={<IconKey size={16} />} onClick={tokens.open}>
            {t('app.account.apiTokens')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} />}
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t('app.nav.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ApiTokensModal opened={tokensOpened} onClose={tokens.close} />
    </>
  );
}
