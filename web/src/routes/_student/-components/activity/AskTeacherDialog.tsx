import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { askTeacherInput, type MessageView, TEACHER_QUESTIONS } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { useT } from '~/i18n/use-t.ts';

interface AskTeacherDialogProps {
  /** The reply asked about; null while the dialog is closed. */
  reply: MessageView | null;
  onClose: () => void;
  /** The reply as it now shows: asked. */
  onAsked: (reply: MessageView) => void;
}

/** "Ask my teacher" (docs/product.md#ask-my-teacher): an optional note, then send. */
export function AskTeacherDialog({ reply, onClose, onAsked }: AskTeacherDialogProps) {
  const t = useT();
  return (
    <Modal opened={reply !== null} onClose={onClose} title={t('student.ask.title')} centered>
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
  const t = useT();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useMutation(
    trpc.student.questions.ask.mutationOptions({
      onSuccess: (asked) => {
        onAsked(asked);
        onClose();
        notifications.show({
          color: 'green',
          title: t('student.ask.sent'),
          message: t('student.ask.sentText'),
        });
      },
      onError: (failure) =>
        notifications.show({
          color: 'red',
          title: t('student.ask.failed'),
          message: errorMessage(failure),
        }),
    }),
  );

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (ask.isPending) return;
    const parsed = askTeacherInput.shape.note.safeParse(note);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('student.ask.checkNote'));
      return;
    }
    ask.mutate({ messageId: reply.id, note: parsed.data });
  };

  return (
    <form noValidate onSubmit={send}>
      <Stack gap="md">
        <Text size="sm">{t('student.ask.explain')}</Text>
        <Textarea
          label={t('student.ask.note')}
          description={t('student.ask.noteHint')}
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
            {t('student.ask.cancel')}
          </Button>
          <Button type="submit" loading={ask.isPending}>
            {t('student.ask.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
