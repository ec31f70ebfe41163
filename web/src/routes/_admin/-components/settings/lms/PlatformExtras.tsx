import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { LtiPlatformRow } from './lms-types.ts';

/** Adds a deployment and edits the LMS's page addresses (what dynamic registration lacks). */
export function PlatformExtras({ platform }: { platform: LtiPlatformRow }) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const [deploymentId, setDeploymentId] = useState('');
  const [origins, setOrigins] = useState(platform.frameOrigins.join(' '));
  const options = {
    onSuccess: async () => {
      await queryClient.invalidateQueries(trpc.admin.lti.settings.queryFilter());
      notifications.show({
        color: 'green',
        title: t('admin.settings.saved'),
        message: platform.name,
      });
    },
    onError: (error: { message: string }) =>
      notifications.show({
        color: 'red',
        title: t('admin.settings.error'),
        message: error.message,
      }),
  };
  const add = useMutation(trpc.admin.lti.addDeployment.mutationOptions(options));
  const update = useMutation(trpc.admin.lti.update.mutationOptions(options));
  return (
    <>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('admin.settings.lms.newDeploymentId')}
          value={deploymentId}
          onChange={(e) => setDeploymentId(e.currentTarget.value)}
        />
        <Button
          variant="light"
          disabled={!deploymentId.trim()}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { platformId: platform.id, deploymentId: deploymentId.trim() },
              { onSuccess: () => setDeploymentId('') },
            )
          }
        >
          {t('admin.settings.lms.addDeployment')}
        </Button>
      </Group>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('admin.settings.lms.frameOrigins')}
          description={t('admin.settings.lms.frameOriginsEditHint')}
          value={origins}
          onChange={(e) => setOrigins(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          loading={update.isPending}
          onClick={() =>
            update.mutate({
              id: platform.id,
              frameOrigins: origins.split(/[\s,]+/).filter(Boolean),
            })
          }
        >
          {t('admin.settings.lms.saveAddresses')}
        </Button>
      </Group>
    </>
  );
}
