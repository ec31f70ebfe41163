import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { noteCreateInput, TEACHER_NOTES } from '@teachchat/shared';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '~/lib/errors.ts';
import { useT } from '~/i18n/use-t.ts';

export interface NoteValues {
  title: string;
  text: string;
}

const noteValues = noteCreateInput.pick({ title: true, text: true });

interface NoteFormProps {
  initialValues: NoteValues;
  submitLabel: string;
  /** Saves; the caller closes the form once it resolves (a failure keeps it open). */
  onSubmit: (values: NoteValues) => Promise<unknown>;
  onCancel: () => void;
}

/** A teacher's note: the question it answers, and the answer. */
export function NoteForm({ initialValues, submitLabel, onSubmit, onCancel }: NoteFormProps) {
  const t = useT();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues,
    validate: schemaResolver(noteValues, { sync: true }),
  });
  const [saving, setSaving] = useState(false);
  const submit = async (values: NoteValues) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      form.setErrors(fieldErrors(error));
      notifications.show({
        color: 'red',
        title: t('teacher.activities.noteNotSaved'),
        message: errorMessage(error),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="sm">
        <TextInput
          label={t('teacher.activities.noteTitle')}
          description={t('teacher.activities.noteTitleHint')}
          maxLength={TEACHER_NOTES.titleMax}
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('teacher.activities.note')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={TEACHER_NOTES.textMax}
          key={form.key('text')}
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('teacher.activities.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
