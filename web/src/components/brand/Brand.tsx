import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t.ts';

interface BrandProps {
  /** Logo only, for the collapsed sidebar. */
  compact?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = {
  sm: { icon: 28, text: 'lg' },
  md: { icon: 34, text: 'xl' },
  lg: { icon: 44, text: '28px' },
};

export function Brand({ compact = false, size = 'md' }: BrandProps) {
  const s = SIZES[size];
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The logo alone is an image named TeachChat; beside the written name it is decoration
          (a name on a plain group is not read, and axe flags it as a prohibited attribute). */}
      <ThemeIcon
        {...(compact
          ? { role: 'img', 'aria-label': t('app.brand.name') }
          : { 'aria-hidden': true })}
        size={s.icon}
        radius="md"
        variant="gradient"
        gradient={{ from: 'indigo', to: 'cyan' }}
      >
        <IconMessageChatbot size={s.icon * 0.6} />
      </ThemeIcon>
      {!compact && (
        <Text fw={800} fz={s.text} lh={1} style={{ letterSpacing: '-0.02em' }}>
          {t('app.brand.name')}
        </Text>
      )}
    </Group>
  );
}
