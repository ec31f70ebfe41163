import { Modal, Stack, Text } from '@mantine/core';
import { LazySafeMarkdown } from '~/components/markdown/LazySafeMarkdown.tsx';
import { useT } from '~/i18n/use-t.ts';

interface InstructionsDialogProps {
  instructions: string | null;
  opened: boolean;
  onClose: () => void;
}

/** The teacher's instructions for students, or a note that there are none yet. */
export function InstructionsDialog({ instructions, opened, onClose }: InstructionsDialogProps) {
  const text = instructions?.trim();
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('student.chat.instructions')} size="lg">
      {text ? (
        <LazySafeMarkdown>{text}</LazySafeMarkdown>
      ) : (
        <Stack gap="xs">
          <Text>{t('student.chat.noInstructions')}</Text>
          <Text c="dimmed" size="sm">
            {t('student.chat.defaultInstructions')}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
