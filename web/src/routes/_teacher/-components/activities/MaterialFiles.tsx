import {
  Alert,
  Badge,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { activeLocale } from '~/i18n/t.ts';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { sizeInKb } from '~/lib/format.ts';
import { fileStateLabel } from './material-progress.ts';
import { useMaterialProgress } from './use-material-progress.ts';

/** A language's name in the reader's language ("Spanish", "espagnol"), from its ISO code. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([activeLocale()], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The activity's material, each file with its ingestion progress and language, live. */
export function MaterialFiles({ activityId }: { activityId: string }) {
  const t = useT();
  const { files, isPending, isError, error } = useMaterialProgress(activityId);

  if (isPending) return <Skeleton h={56} aria-label={t('teacher.activities.loadingMaterial')} />;
  if (isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />}>
        {errorMessage(error, t('teacher.activities.materialNotLoaded'))}
      </Alert>
    );
  }
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('teacher.activities.noMaterial')}
      </Text>
    );
  }
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('teacher.activities.materialFiles')}
    >
      {/* Files saved together have no order of their own: by name, so none jumps around. */}
      {[...files]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((file) => {
          const label = fileStateLabel(file);
          const done = file.status === 'ready';
          const failed = file.status === 'failed';
          return (
            <Paper key={file.id} withBorder p="xs" component="li" aria-label={file.name}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <ThemeIcon
                    variant="light"
                    color={failed ? 'red' : done ? 'green' : 'blue'}
                    size="md"
                    aria-hidden
                  >
                    {done ? <IconCircleCheck size={16} /> : <IconFileText size={16} />}
                  </ThemeIcon>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {file.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {file.pageCount
                        ? t('teacher.activities.sizeAndPages', {
                            size: sizeInKb(file.sizeBytes),
                            pages: file.pageCount,
                          })
                        : sizeInKb(file.sizeBytes)}
                    </Text>
                  </div>
                  {file.language && (
                    <Badge
                      size="xs"
                      variant="light"
                      color="gray"
                      title={languageName(file.language)}
                      aria-label={languageName(file.language)}
                    >
                      {file.language}
                    </Badge>
                  )}
                </Group>
                <Text
                  size="xs"
                  fw={600}
                  c={failed ? 'red' : done ? 'green' : 'dimmed'}
                  ta="right"
                  role="status"
                  data-file-status={file.status}
                >
                  {label}
                </Text>
              </Group>
              {!done && !failed && (
                <Progress
                  value={file.progress}
                  mt={6}
                  size="sm"
                  animated
                  aria-label={t('teacher.activities.ingestionProgress', { file: file.name })}
                />
              )}
            </Paper>
          );
        })}
    </Stack>
  );
}
