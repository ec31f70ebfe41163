import { Button, Group, Paper, Progress, Stack, Tabs, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconFileUpload, IconSend, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { keepEnterFromSubmitting } from '~/lib/form-keys.ts';
import { useT } from '~/i18n/use-t.ts';
import { formatPercent } from '~/lib/format.ts';
import type { ModelChoices, TeacherCourse } from '../common/teacher-types.ts';
import {
  addMaterialFiles,
  initialActivityValues,
  toActivityInput,
  validateActivity,
  type ActivityFormValues,
} from './activity-form.ts';
import { ActivityFields } from './ActivityFields.tsx';
import { MaterialDropzone } from './MaterialDropzone.tsx';
import { contentProblem, readHead } from './material-content.ts';
import { RagSettings } from './RagSettings.tsx';
import { useCreateActivity } from './use-create-activity.ts';

interface CreateActivityFormProps {
  courses: TeacherCourse[];
  choices: ModelChoices;
  /** From ?courseId: preselected when it is one of the teacher's courses. */
  courseId: string | undefined;
}

export function CreateActivityForm({ courses, choices, courseId }: CreateActivityFormProps) {
  const t = useT();
  const noFiles = t('teacher.create.noFiles');
  const preselected = courses.some((c) => c.id === courseId) ? (courseId ?? null) : null;
  const defaultStore =
    choices.vectorStores.find((s) => s.value === 'postgres' && s.available)?.value ??
    choices.vectorStores.find((s) => s.available)?.value ??
    'postgres';
  const form = useForm<ActivityFormValues>({
    mode: 'controlled',
    initialValues: initialActivityValues({
      courseId: preselected,
      model: choices.defaultModel,
      vectorStore: defaultStore,
    }),
    validate: validateActivity,
  });
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [tab, setTab] = useState<string | null>('content');
  const { create, progress, saving } = useCreateActivity();
  const busy = saving !== null;

  const addFiles = async (picked: File[]) => {
    const { files: next, problems } = addMaterialFiles(files, picked);
    // What each new file really holds, from its first bytes: a PNG named photo.pdf is
    // refused here, not after the upload.
    const added = next.slice(files.length);
    const found = await Promise.all(
      added.map(async (file) => contentProblem(file.name, await readHead(file))),
    );
    const wrong = new Set(added.filter((_, i) => found[i]));
    problems.push(...found.filter((problem) => problem !== null));
    setFiles(
      (current) =>
        addMaterialFiles(
          current,
          added.filter((file) => !wrong.has(file)),
        ).files,
    );
    setFilesError(problems[0]);
    for (const problem of problems) {
      notifications.show({
        color: 'red',
        title: t('teacher.create.fileNotAdded'),
        message: problem,
      });
    }
  };

  const submit = (publish: boolean) =>
    form.onSubmit(
      async (values) => {
        if (files.length === 0) {
          setFilesError(noFiles);
          setTab('content');
          notifications.show({ color: 'red', title: t('teacher.create.error'), message: noFiles });
          return;
        }
        await create(toActivityInput(values, publish), files);
      },
      (errors) => {
        const first = Object.values(errors)[0];
        if (first)
          notifications.show({
            color: 'red',
            title: t('teacher.create.error'),
            message: String(first),
          });
        if (errors.model || errors.vectorStore || errors.temperature) setTab('rag');
      },
    );

  return (
    <form
      onSubmit={submit(true)}
      onKeyDown={keepEnterFromSubmitting}
      noValidate
      aria-label={t('teacher.activities.createTitle')}
    >
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <ActivityFields form={form} courses={courses} disabled={busy} />
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="content" leftSection={<IconFileUpload size={16} />}>
                {t('teacher.create.contentTab')}
              </Tabs.Tab>
              <Tabs.Tab value="rag" leftSection={<IconSettings size={16} />}>
                {t('teacher.create.ragTab')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="content">
              <MaterialDropzone
                files={files}
                onAdd={(picked) => void addFiles(picked)}
                onRemove={(file) => {
                  setFiles((current) => current.filter((f) => f !== file));
                  setFilesError(undefined);
                }}
                error={filesError}
                disabled={busy}
              />
            </Tabs.Panel>
            <Tabs.Panel value="rag">
              <RagSettings form={form} choices={choices} disabled={busy} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
        {progress !== null && (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm">
              {progress < 100
                ? t('teacher.create.uploading', { percent: formatPercent(progress) })
                : t('teacher.create.saving')}
            </Text>
            <Progress value={progress} animated aria-label={t('teacher.create.uploadProgress')} />
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={saving === 'draft'}
            disabled={busy}
            onClick={() => void submit(false)()}
          >
            {t('teacher.create.saveDraft')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={saving === 'publish'}
            disabled={busy}
          >
            {t('teacher.activities.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
