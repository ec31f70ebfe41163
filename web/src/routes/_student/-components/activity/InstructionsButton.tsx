import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { CHAT } from '@teachchat/shared';
import { SafeMarkdown } from '../../../../components/markdown/SafeMarkdown.tsx';

/** The teacher's instructions for the activity, or the spec's default guidance. */
export function InstructionsButton({ instructions }: { instructions: string | null }) {
  const [opened, { open, close }] = useDisclosure(false);
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
        <SafeMarkdown>{instructions?.trim() || CHAT.defaultInstructions}</SafeMarkdown>
      </Modal>
    </>
  );
}
