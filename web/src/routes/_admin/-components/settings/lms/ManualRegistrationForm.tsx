import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { ltiPlatformForm } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormErrorAlert } from '~/components/admin/FormErrorAlert.tsx';
import { useAdminForm } from '~/components/admin/use-admin-form.ts';
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
  const queryClient = useQueryClient();
  const { field, generalError, onSubmit, refused, saved } = useAdminForm(ltiPlatformForm, EMPTY);
  const create = useMutation(
    trpc.admin.lti.create.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.admin.lti.settings.queryFilter());
        await saved({ title: 'LMS Registered', message: 'Launches from this LMS now work.' });
      },
      onError: (error) =>
        refused(error, 'clientId', { title: 'Error', message: 'The LMS was not registered.' }),
    }),
  );
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={onSubmit((values) => create.mutate(values))}
        noValidate
        aria-label="Register an LMS by hand"
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            Register an LMS by hand
          </Title>
          <FormErrorAlert message={generalError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required {...field('name')} />
            <TextInput label="Issuer (Platform ID)" required {...field('issuer')} />
            <TextInput label="Client ID" required {...field('clientId')} />
            <TextInput label="Authentication request URL" required {...field('authLoginUrl')} />
            <TextInput label="Access token URL" required {...field('accessTokenUrl')} />
            <TextInput label="Public keyset URL" required {...field('jwksUrl')} />
          </SimpleGrid>
          <Textarea
            label="Deployment IDs"
            description="One per line"
            required
            autosize
            minRows={1}
            {...field('deploymentIds')}
          />
          <Textarea
            label="LMS addresses that show TeachChat"
            description="Only when the LMS's pages are on another address than its issuer (Canvas: your school's instructure.com address)"
            autosize
            minRows={1}
            {...field('frameOrigins')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Register LMS
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
