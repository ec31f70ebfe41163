import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { askTeacherInput, type MessageView, TEACHER_QUESTIONS } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';

interface AskTeacherDialogProps {
  /** The reply asked about; null while the dialog is closed. */
  reply: MessageView | null;
  onClose: () => void;
  /** The reply as it now shows: asked. */
  onAsked: (reply: MessageView) => void;
}

/** "Ask my teacher" (docs/product.md#ask-my-teacher): an optional note, then send. */
export function AskTeacherDialog({ reply, onClose, onAsked }: AskTeacherDialogProps) {
  return (
    <Modal opened={reply !== null} onClose={onClose} title="Ask my teacher" centered>
      {reply && <AskTeacherForm key={reply.id} reply={reply} onClose={onClose} onAsked={onAsked} />}
    </Modal>
  );
}

function AskTeacherForm({
  reply,
  onClose,
  onAsked,
}: AskTeacherDialogProps & { reply: MessageView }) {
  const trpc = useTRPC();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useMutation(
    trpc.student.questions.ask.mutationOptions({
      onSuccess: (asked) => {
        onAsked(asked);
        onClose();
        notifications.show({
          color: 'green',
          title: 'Question sent',
          message: 'Your teacher will answer here, in this chat.',
        });
      },
      onError: (failure) =>
        notifications.show({
          color: 'red',
          title: 'Could not ask your teacher',
          message: errorMessage(failure),
        }),
    }),
  );

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (ask.isPending) return;
    const parsed = askTeacherInput.shape.note.safeParse(note);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the note.');
      return;
    }
    ask.mutate({ messageId: reply.id, note: parsed.data });
  };

  return (
    <form noValidate onSubmit={send}>
      <Stack gap="md">
        <Text size="sm">
          Your teacher sees this reply, the question it answers and your note, and answers you here
          in the chat.
        </Text>
        <Textarea
          label="Note (optional)"
          description="What is unclear, or what would you like them to check?"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={TEACHER_QUESTIONS.noteMax}
          value={note}
          error={error}
          data-autofocus
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(null);
          }}
          // Enter adds a line, as in the chat's box; Ctrl+Enter (⌘+Enter) sends.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={ask.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={ask.isPending}>
            Send to teacher
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
