import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TeacherNoteView } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteModal } from '~/components/admin/ConfirmDeleteModal.tsx';
import { errorMessage } from '~/lib/errors.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { fileStateLabel } from './material-progress.ts';
import { NoteForm, type NoteValues } from './NoteForm.tsx';
import { useNotes } from './use-notes.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; note: TeacherNoteView } | null;

/**
 * The activity's teacher's notes: what the teacher wrote (or pinned from a correction) for
 * the assistant to answer from, cited as "Teacher's note". Added, edited and removed here.
 */
export function TeacherNotes({ activityId }: { activityId: string }) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const { notes, isPending, isError, error } = useNotes(activityId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TeacherNoteView | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries(trpc.teacher.notes.list.queryFilter({ activityId }));
  const create = useMutation(trpc.teacher.notes.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(trpc.teacher.notes.update.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(
    trpc.teacher.notes.remove.mutationOptions({
      onSuccess: () => {
        setRemoving(null);
        notifications.show({ color: 'green', message: t('teacher.activities.noteRemoved') });
        return refresh();
      },
      onError: (failure) =>
        notifications.show({
          color: 'red',
          title: t('teacher.activities.error'),
          message: errorMessage(failure),
        }),
    }),
  );

  const save = async (values: NoteValues) => {
    if (editing?.kind === 'edit') await update.mutateAsync({ noteId: editing.note.id, ...values });
    else await create.mutateAsync({ activityId, ...values });
    setEditing(null);
  };

  if (isPending) return <Skeleton h={56} aria-label={t('teacher.activities.loadingNotes')} />;
  if (isError) {
    return (
      <Text size="sm" c="red">
        {errorMessage(error, t('teacher.activities.notesNotLoaded'))}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {notes.length === 0 && editing === null && (
        <Text size="sm" c="dimmed">
          {t('teacher.activities.noNotes')}
        </Text>
      )}
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('teacher.activities.notes')}
      >
        {notes.map((note) =>
          editing?.kind === 'edit' && editing.note.id === note.id ? (
            <Paper key={note.id} withBorder p="sm" component="li">
              <NoteForm
                initialValues={{ title: note.title, text: note.text }}
                submitLabel={t('teacher.activities.saveNote')}
                onSubmit={save}
                onCancel={() => setEditing(null)}
              />
            </Paper>
          ) : (
            <Paper key={note.id} withBorder p="xs" component="li" aria-label={note.title}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {note.title}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                    {note.text}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Text
                    size="xs"
                    fw={600}
                    c={
                      note.status === 'failed'
                        ? 'red'
                        : note.status === 'ready'
                          ? 'green'
                          : 'dimmed'
                    }
                    role="status"
                  >
                    {fileStateLabel(note)}
                  </Text>
                  <Tooltip label={t('teacher.activities.editNote')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('teacher.activities.editNoteOf', { title: note.title })}
                      onClick={() => setEditing({ kind: 'edit', note })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('teacher.activities.removeNote')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('teacher.activities.removeNoteOf', { title: note.title })}
                      onClick={() => setRemoving(note)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Paper>
          ),
        )}
      </Stack>
      {editing?.kind === 'new' ? (
        <Paper withBorder p="sm">
          <NoteForm
            initialValues={{ title: '', text: '' }}
            submitLabel={t('teacher.activities.addNote')}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </Paper>
      ) : (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing({ kind: 'new' })}
          >
            {t('teacher.activities.addANote')}
          </Button>
        </Group>
      )}
      <ConfirmDeleteModal
        opened={removing !== null}
        title={t('teacher.activities.removeNoteTitle')}
        confirmLabel={t('teacher.activities.remove')}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate({ noteId: removing.id })}
        onClose={() => setRemoving(null)}
      >
        {t('teacher.activities.removeNoteConfirm', { title: removing?.title ?? '' })}
      </ConfirmDeleteModal>
    </Stack>
  );
}
