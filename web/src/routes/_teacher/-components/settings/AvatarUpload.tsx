import { Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AVATAR } from '@teachchat/shared';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { postMultipart, UploadError } from '~/components/teacher/upload/post-multipart.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { avatarMaxMb, avatarProblem } from './settings-form.ts';

interface AvatarUploadProps {
  name: string;
  avatarUrl: string | null;
}

/** The profile picture: checked here for type and size, uploaded at once. */
export function AvatarUpload({ name, avatarUrl }: AvatarUploadProps) {
  const trpc = useTRPC();
  const t = useT();
  const failed = t('teacher.settings.avatarFailed');
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      notifications.show({ color: 'red', title: t('teacher.settings.error'), message: problem });
      return;
    }
    const form = new FormData();
    form.append('avatar', file, file.name);
    setProgress(0);
    try {
      await postMultipart<{ avatarUrl: string }>({
        url: '/api/me/avatar',
        form,
        onProgress: setProgress,
        fallbackError: failed,
      });
      await Promise.all([
        queryClient.invalidateQueries(trpc.public.session.queryFilter()),
        queryClient.invalidateQueries(trpc.me.get.queryFilter()),
      ]);
      notifications.show({
        color: 'green',
        title: t('teacher.settings.avatarSaved'),
        message: t('teacher.settings.avatarSavedText'),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('teacher.settings.error'),
        message: error instanceof UploadError ? error.message : failed,
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Group gap="md" align="center">
      <Avatar src={avatarUrl} alt={name} name={name} color="initials" size={72} radius="xl" />
      <Stack gap={6}>
        <FileButton onChange={(file) => void upload(file)} accept={AVATAR.types.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} />}
              loading={progress !== null}
            >
              {t('teacher.settings.avatarUpload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('teacher.settings.avatarHint', { mb: avatarMaxMb() })}
        </Text>
        {progress !== null && (
          <Progress
            value={progress}
            size="sm"
            w={160}
            aria-label={t('teacher.settings.avatarProgress')}
          />
        )}
      </Stack>
    </Group>
  );
}
