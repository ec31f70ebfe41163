import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { CHAT } from '@teachchat/shared';
import { SafeMarkdown } from '../../../../components/markdown/SafeMarkdown.tsx';

/** The teacher's instructions for students, or a note that there are none yet. */
export function InstructionsButton({ instructions }: { instructions: string | null }) {
  const [opened, { open, close }] = useDisclosure(false);
  const text = instructions?.trim();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconInfoCircle size={16} />}
        onClick={open}
        aria-haspopup="dialog"
      >
        Instructions
      </Button>
      <Modal opened={opened} onClose={close} title="Instructions" size="lg">
        {text ? (
          <SafeMarkdown>{text}</SafeMarkdown>
        ) : (
          <Stack gap="xs">
            <Text>{CHAT.noInstructions}</Text>
            <Text c="dimmed" size="sm">
              {CHAT.defaultInstructions}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
