import { Modal, Stack, Text } from '@mantine/core';
import { CHAT } from '@teachchat/shared';
import { LazySafeMarkdown } from '~/components/markdown/LazySafeMarkdown.tsx';

interface InstructionsDialogProps {
  instructions: string | null;
  opened: boolean;
  onClose: () => void;
}

/** The teacher's instructions for students, or a note that there are none yet. */
export function InstructionsDialog({ instructions, opened, onClose }: InstructionsDialogProps) {
  const text = instructions?.trim();
  return (
    <Modal opened={opened} onClose={onClose} title="Instructions" size="lg">
      {text ? (
        <LazySafeMarkdown>{text}</LazySafeMarkdown>
      ) : (
        <Stack gap="xs">
          <Text>{CHAT.noInstructions}</Text>
          <Text c="dimmed" size="sm">
            {CHAT.defaultInstructions}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
