import { Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AVATAR } from '@teachchat/shared';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { postMultipart, UploadError } from '~/components/teacher/upload/post-multipart.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { avatarProblem } from './settings-form.ts';

interface AvatarUploadProps {
  name: string;
  avatarUrl: string | null;
}

const FAILED = 'The picture could not be saved.';

/** The profile picture: checked here for type and size, uploaded at once. */
export function AvatarUpload({ name, avatarUrl }: AvatarUploadProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      notifications.show({ color: 'red', title: 'Error', message: problem });
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
        fallbackError: FAILED,
      });
      await Promise.all([
        queryClient.invalidateQueries(trpc.public.session.queryFilter()),
        queryClient.invalidateQueries(trpc.me.get.queryFilter()),
      ]);
      notifications.show({
        color: 'green',
        title: 'Picture updated',
        message: 'Your new profile picture is saved.',
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: error instanceof UploadError ? error.message : FAILED,
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
              Upload picture
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          PNG, JPEG or WebP, up to 2 MB.
        </Text>
        {progress !== null && (
          <Progress value={progress} size="sm" w={160} aria-label="Picture upload progress" />
        )}
      </Stack>
    </Group>
  );
}
