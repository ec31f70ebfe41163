import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { ltiPlatformForm } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormErrorAlert } from '~/components/admin/FormErrorAlert.tsx';
import { useAdminForm } from '~/components/admin/use-admin-form.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';

const EMPTY = {
  name: '',
  issuer: '',
  clientId: '',
  authLoginUrl: '',
  accessTokenUrl: '',
  jwksUrl: '',
  deploymentIds: '',
  frameOrigins: '',
};

/** Registers an LMS from the values its LTI 1.3 tool registration shows. */
export function ManualRegistrationForm() {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const { field, generalError, onSubmit, refused, saved } = useAdminForm(ltiPlatformForm, EMPTY);
  const create = useMutation(
    trpc.admin.lti.create.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.admin.lti.settings.queryFilter());
        await saved({
          title: t('admin.settings.lms.registered'),
          message: t('admin.settings.lms.registeredText'),
        });
      },
      onError: (error) =>
        refused(error, 'clientId', {
          title: t('admin.settings.error'),
          message: t('admin.settings.lms.notRegistered'),
        }),
    }),
  );
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={onSubmit((values) => create.mutate(values))}
        noValidate
        aria-label={t('admin.settings.lms.registerByHand')}
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('admin.settings.lms.registerByHand')}
          </Title>
          <FormErrorAlert message={generalError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.settings.lms.name')} required {...field('name')} />
            <TextInput label={t('admin.settings.lms.issuer')} required {...field('issuer')} />
            <TextInput label={t('admin.settings.lms.clientId')} required {...field('clientId')} />
            <TextInput
              label={t('admin.settings.lms.authLoginUrl')}
              required
              {...field('authLoginUrl')}
            />
            <TextInput
              label={t('admin.settings.lms.accessTokenUrl')}
              required
              {...field('accessTokenUrl')}
            />
            <TextInput label={t('admin.settings.lms.jwksUrl')} required {...field('jwksUrl')} />
          </SimpleGrid>
          <Textarea
            label={t('admin.settings.lms.deploymentIds')}
            description={t('admin.settings.lms.onePerLine')}
            required
            autosize
            minRows={1}
            {...field('deploymentIds')}
          />
          <Textarea
            label={t('admin.settings.lms.frameOrigins')}
            description={t('admin.settings.lms.frameOriginsHint')}
            autosize
            minRows={1}
            {...field('frameOrigins')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('admin.settings.lms.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
