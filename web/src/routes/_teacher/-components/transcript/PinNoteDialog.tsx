import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CorrectionView, TEACHER_NOTES } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { NoteForm } from '../activities/NoteForm.tsx';

interface PinNoteDialogProps {
  opened: boolean;
  activityId: string;
  messageId: string;
  correction: CorrectionView;
  onPinned: (noteId: string) => void;
  onClose: () => void;
}

/** The correction's first sentence, cut at a word's end to fit a title. */
function titleFrom(correction: string): string {
  const line = correction.trim().split('\n')[0]?.trim() ?? '';
  const sentence = /^.*?[.!?](?=\s|$)/.exec(line)?.[0] ?? line;
  if (sentence.length <= TEACHER_NOTES.titleMax) return sentence;
  const cut = sentence.slice(0, TEACHER_NOTES.titleMax + 1);
  const end = cut.lastIndexOf(' ');
  return (end > 0 ? cut.slice(0, end) : cut.slice(0, TEACHER_NOTES.titleMax)).trimEnd();
}

/**
 * Pins a correction as a teacher's note. The title starts from the teacher's correction,
 * never from the student's question: a note serves every student of the activity, so all
 * of it is the teacher's words.
 */
export function PinNoteDialog(props: PinNoteDialogProps) {
  const trpc = useTRPC();
  const t = useT();
  const label = t('app.chat.teacherNote');
  const queryClient = useQueryClient();
  const pin = useMutation(
    trpc.teacher.corrections.pin.mutationOptions({
      onSuccess: (note) => {
        void queryClient.invalidateQueries(
          trpc.teacher.notes.list.queryFilter({ activityId: props.activityId }),
        );
        notifications.show({
          color: 'green',
          title: t('teacher.transcript.pinnedTitle'),
          message: t('teacher.transcript.pinnedText', { label }),
        });
        props.onPinned(note.id);
      },
    }),
  );
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('teacher.transcript.pin')}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('teacher.transcript.pinHint', { label })}
        </Text>
        <NoteForm
          initialValues={{
            title: titleFrom(props.correction.text),
            text: props.correction.text,
          }}
          submitLabel={t('teacher.transcript.pinNote')}
          onSubmit={(values) => pin.mutateAsync({ messageId: props.messageId, ...values })}
          onCancel={props.onClose}
        />
      </Stack>
    </Modal>
  );
}
