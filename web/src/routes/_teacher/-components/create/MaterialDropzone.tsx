import '@mantine/dropzone/styles.css';
import { ActionIcon, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { formatCount, sizeInKb } from '~/lib/format.ts';
import { useT } from '~/i18n/use-t.ts';
import { MATERIAL_ACCEPT, materialTypesText, uploadMaxMb } from './activity-form.ts';

interface MaterialDropzoneProps {
  files: File[];
  /** Every file dropped or picked, good or not: the caller checks and reports. */
  onAdd: (files: File[]) => void;
  onRemove: (file: File) => void;
  error?: string;
  disabled?: boolean;
}

/** The 'Content' tab: drop or pick the course material, see it listed, remove any file. */
export function MaterialDropzone({
  files,
  onAdd,
  onRemove,
  error,
  disabled,
}: MaterialDropzoneProps) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Dropzone
        // Refused files reach onAdd too, so the message names them and says why.
        onDrop={onAdd}
        onReject={(rejections) => onAdd(rejections.map((r) => r.file))}
        accept={MATERIAL_ACCEPT}
        multiple
        disabled={disabled}
        aria-label={t('teacher.create.dropLabel')}
        aria-invalid={error ? true : undefined}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={44} color="var(--mantine-color-blue-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconUpload size={44} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Text size="lg" inline>
              {t('teacher.create.dropTitle')}
            </Text>
            <Text size="sm" c="dimmed" mt={7}>
              {t('teacher.create.dropHint', {
                types: materialTypesText(),
                mb: formatCount(uploadMaxMb()),
              })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {files.length > 0 && (
        <Stack
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('teacher.create.uploadedFiles')}
        >
          {files.map((file) => (
            <Paper
              key={`${file.name}:${file.size}:${file.lastModified}`}
              withBorder
              p="xs"
              component="li"
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <ThemeIcon variant="light" size="md" aria-hidden>
                    <IconFileText size={16} />
                  </ThemeIcon>
                  <Text size="sm" truncate>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {sizeInKb(file.size)}
                  </Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(file)}
                  disabled={disabled}
                  aria-label={t('teacher.create.removeFile', { file: file.name })}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
