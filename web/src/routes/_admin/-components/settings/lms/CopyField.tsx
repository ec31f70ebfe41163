import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '~/i18n/use-t.ts';

/** A read-only value with a copy button, for what an admin pastes into an LMS. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useT();
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip
              label={
                copied ? t('admin.settings.lms.copied') : t('admin.settings.lms.copy', { label })
              }
              withArrow
            >
              <ActionIcon
                variant="subtle"
                color={copied ? 'green.9' : 'gray.7'}
                onClick={copy}
                aria-label={t('admin.settings.lms.copy', { label })}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
