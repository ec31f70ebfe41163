import { Badge, Box, Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPin, IconSchool } from '@tabler/icons-react';
import { type CorrectionView, correctionInput, TEACHER_NOTES } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CorrectionNote } from '~/components/chat/CorrectionNote.tsx';
import { errorMessage } from '~/lib/errors.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { PinNoteDialog } from './PinNoteDialog.tsx';

interface CorrectionEditorProps {
  messageId: string;
  activityId: string;
  correction: CorrectionView | null;
  /** What the server saved, shown at once (the live event says the same a moment later). */
  onSaved: (correction: CorrectionView | null, at: Date) => void;
  /** On a question card: full width rather than lined up with the reply's bubble. */
  inCard?: boolean;
}

const correctionText = correctionInput.shape.text;

/**
 * Under an assistant reply in the teacher's transcript: write a correction the student sees
 * under the reply, change or remove it, and pin it as a teacher's note. The Questions page
 * shows it under the reply a question is about.
 */
export function CorrectionEditor(props: CorrectionEditorProps) {
  const { messageId, correction, onSaved, inCard } = props;
  const indent = inCard ? 0 : 42;
  const trpc = useTRPC();
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const [pinning, setPinning] = useState(false);
  const failed = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: errorMessage(error) });
  const save = useMutation(
    trpc.teacher.corrections.save.mutationOptions({
      onSuccess: (saved) => {
        setDraft(null);
        onSaved(saved, saved.updatedAt);
      },
      onError: failed(t('teacher.transcript.correctionNotSaved')),
    }),
  );
  const remove = useMutation(
    trpc.teacher.corrections.remove.mutationOptions({
      onSuccess: () => onSaved(null, new Date()),
      onError: failed(t('teacher.transcript.correctionNotRemoved')),
    }),
  );

  if (draft !== null) {
    const checked = correctionText.safeParse(draft);
    const error = draft.trim() === '' || checked.success ? null : checked.error.issues[0]?.message;
    return (
      <Box pl={indent}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (checked.success) save.mutate({ messageId, text: checked.data });
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t('teacher.transcript.correction')}
              description={t('teacher.transcript.correctionHint')}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={TEACHER_NOTES.textMax}
              value={draft}
              error={error}
              onChange={(event) => setDraft(event.currentTarget.value)}
              data-autofocus
            />
            <Group gap="sm" justify="flex-end">
              <Button variant="default" size="xs" onClick={() => setDraft(null)}>
                {t('teacher.transcript.cancel')}
              </Button>
              <Button type="submit" size="xs" loading={save.isPending} disabled={!checked.success}>
                {t('teacher.transcript.saveCorrection')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Box>
    );
  }

  if (!correction) {
    return (
      <Box pl={indent}>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconPencil size={12} />}
          onClick={() => setDraft('')}
        >
          {t('teacher.transcript.correct')}
        </Button>
      </Box>
    );
  }

  return (
    <>
      <CorrectionNote
        correction={correction}
        title={t('teacher.transcript.yourCorrection')}
        inCard={inCard}
        actions={
          <Group gap={4}>
            {correction.noteId ? (
              <Badge variant="light" color="orange" leftSection={<IconSchool size={12} />}>
                {t('teacher.transcript.pinned')}
              </Badge>
            ) : (
              <Button
                variant="subtle"
                size="compact-xs"
                leftSection={<IconPin size={12} />}
                onClick={() => setPinning(true)}
              >
                {t('teacher.transcript.pin')}
              </Button>
            )}
            <Button variant="subtle" size="compact-xs" onClick={() => setDraft(correction.text)}>
              {t('teacher.transcript.edit')}
            </Button>
            <Button
              variant="subtle"
              size="compact-xs"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate({ messageId })}
            >
              {t('teacher.transcript.remove')}
            </Button>
          </Group>
        }
      />
      <PinNoteDialog
        opened={pinning}
        activityId={props.activityId}
        messageId={messageId}
        correction={correction}
        onPinned={(noteId) => {
          setPinning(false);
          onSaved({ ...correction, noteId }, correction.updatedAt);
        }}
        onClose={() => setPinning(false)}
      />
    </>
  );
}
