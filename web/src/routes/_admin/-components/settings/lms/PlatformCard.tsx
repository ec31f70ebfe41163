import { Badge, Code, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/lib/trpc.ts';
import type { LtiPlatformRow } from './lms-types.ts';
import { LinkCourseForm } from './LinkCourseForm.tsx';
import { LinkedCourse } from './LinkedCourse.tsx';
import { PlatformExtras } from './PlatformExtras.tsx';

/** One registered LMS: what was registered, its switches, deployments and linked courses. */
export function PlatformCard({ platform }: { platform: LtiPlatformRow }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.admin.lti.settings.queryFilter());
  const onError = () =>
    notifications.show({
      color: 'red',
      title: 'Error',
      message: 'Something went wrong while saving your changes.',
    });
  const update = useMutation(
    trpc.admin.lti.update.mutationOptions({ onSuccess: refresh, onError }),
  );
  const deployment = useMutation(
    trpc.admin.lti.setDeployment.mutationOptions({ onSuccess: refresh, onError }),
  );

  return (
    <Paper withBorder p="md" component="section" aria-label={platform.name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {platform.name}
          </Title>
          <Badge variant="light" color={platform.enabled ? 'green' : 'gray'} miw="max-content">
            {platform.enabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </Group>
        <Text size="sm">
          Issuer <Code>{platform.issuer}</Code> · Client ID <Code>{platform.clientId}</Code> ·{' '}
          {platform.registeredBy === 'dynamic' ? 'Registered dynamically' : 'Registered by hand'}
        </Text>
        <Text size="sm">
          Sign-in <Code>{platform.authLoginUrl}</Code>
          <br />
          Tokens <Code>{platform.accessTokenUrl}</Code>
          <br />
          Keys <Code>{platform.jwksUrl}</Code>
        </Text>
        <Switch
          label="Enabled: its launches sign people in"
          checked={platform.enabled}
          onChange={(e) => update.mutate({ id: platform.id, enabled: e.currentTarget.checked })}
        />
        <Switch
          label="Link LMS people to local accounts with the same email"
          checked={platform.linkByEmail}
          onChange={(e) => update.mutate({ id: platform.id, linkByEmail: e.currentTarget.checked })}
        />
        <Switch
          label="LMS administrators are TeachChat admins"
          checked={platform.adminsAreAdmins}
          onChange={(e) =>
            update.mutate({ id: platform.id, adminsAreAdmins: e.currentTarget.checked })
          }
        />
        <Table aria-label={`Deployments of ${platform.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Deployment ID</Table.Th>
              <Table.Th>Enabled</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {platform.deployments.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2}>No deployments yet.</Table.Td>
              </Table.Tr>
            )}
            {platform.deployments.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.deploymentId}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Deployment ${d.deploymentId} enabled`}
                    checked={d.enabled}
                    onChange={(e) =>
                      deployment.mutate({ id: d.id, enabled: e.currentTarget.checked })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <PlatformExtras platform={platform} />
        <Text size="sm" fw={600}>
          Linked courses
        </Text>
        {platform.courses.length === 0 ? (
          <Text size="sm">None yet: an instructor's first launch creates one.</Text>
        ) : (
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {platform.courses.map((c) => (
              <LinkedCourse key={c.id} course={c} />
            ))}
          </Stack>
        )}
        <LinkCourseForm platform={platform} />
      </Stack>
    </Paper>
  );
}
