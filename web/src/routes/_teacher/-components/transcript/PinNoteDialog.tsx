import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CorrectionView, TEACHER_NOTE_LABEL, TEACHER_NOTES } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../../lib/trpc.ts';
import { NoteForm } from '../activities/NoteForm.tsx';

interface PinNoteDialogProps {
  opened: boolean;
  activityId: string;
  messageId: string;
  question: string;
  correction: CorrectionView;
  onPinned: (noteId: string) => void;
  onClose: () => void;
}

/**
 * Pins a correction as a teacher's note. The title starts as the student's question: the
 * teacher reads it first, since it stays with the note (other students never see it).
 */
export function PinNoteDialog(props: PinNoteDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pin = useMutation(
    trpc.teacher.corrections.pin.mutationOptions({
      onSuccess: (note) => {
        void queryClient.invalidateQueries(
          trpc.teacher.notes.list.queryFilter({ activityId: props.activityId }),
        );
        notifications.show({
          color: 'green',
          title: 'Pinned',
          message: `Similar questions will be answered from this note, cited as “${TEACHER_NOTE_LABEL}”.`,
        });
        props.onPinned(note.id);
      },
    }),
  );
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Pin as a teacher's note" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The assistant will answer questions like this one from your note and cite it as “
          {TEACHER_NOTE_LABEL}”. The title starts as the student's question: make sure it says
          nothing about the student.
        </Text>
        <NoteForm
          initialValues={{
            title: props.question.slice(0, TEACHER_NOTES.titleMax),
            text: props.correction.text,
          }}
          submitLabel="Pin note"
          onSubmit={(values) => pin.mutateAsync({ messageId: props.messageId, ...values })}
          onCancel={props.onClose}
        />
      </Stack>
    </Modal>
  );
}
