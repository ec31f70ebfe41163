import { Badge, Code, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { T } from '~/i18n/T.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { LtiPlatformRow } from './lms-types.ts';
import { LinkCourseForm } from './LinkCourseForm.tsx';
import { LinkedCourse } from './LinkedCourse.tsx';
import { PlatformExtras } from './PlatformExtras.tsx';

/** One registered LMS: what was registered, its switches, deployments and linked courses. */
export function PlatformCard({ platform }: { platform: LtiPlatformRow }) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.admin.lti.settings.queryFilter());
  const onError = () =>
    notifications.show({
      color: 'red',
      title: t('admin.settings.error'),
      message: t('admin.settings.notSaved'),
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
            {platform.enabled ? t('admin.settings.lms.enabled') : t('admin.settings.lms.disabled')}
          </Badge>
        </Group>
        <Text size="sm">
          <T
            id={
              platform.registeredBy === 'dynamic'
                ? 'admin.settings.lms.identityDynamic'
                : 'admin.settings.lms.identityByHand'
            }
            values={{ issuer: platform.issuer, clientId: platform.clientId }}
            components={{ 0: <Code />, 1: <Code /> }}
          />
        </Text>
        <Text size="sm">
          <T
            id="admin.settings.lms.signInUrl"
            values={{ url: platform.authLoginUrl }}
            components={{ 0: <Code /> }}
          />
          <br />
          <T
            id="admin.settings.lms.tokensUrl"
            values={{ url: platform.accessTokenUrl }}
            components={{ 0: <Code /> }}
          />
          <br />
          <T
            id="admin.settings.lms.keysUrl"
            values={{ url: platform.jwksUrl }}
            components={{ 0: <Code /> }}
          />
        </Text>
        <Switch
          label={t('admin.settings.lms.enabledSwitch')}
          checked={platform.enabled}
          onChange={(e) => update.mutate({ id: platform.id, enabled: e.currentTarget.checked })}
        />
        <Switch
          label={t('admin.settings.lms.linkByEmail')}
          checked={platform.linkByEmail}
          onChange={(e) => update.mutate({ id: platform.id, linkByEmail: e.currentTarget.checked })}
        />
        <Switch
          label={t('admin.settings.lms.adminsAreAdmins')}
          checked={platform.adminsAreAdmins}
          onChange={(e) =>
            update.mutate({ id: platform.id, adminsAreAdmins: e.currentTarget.checked })
          }
        />
        <Table aria-label={t('admin.settings.lms.deploymentsOf', { name: platform.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.settings.lms.deploymentId')}</Table.Th>
              <Table.Th>{t('admin.settings.lms.enabled')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {platform.deployments.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2}>{t('admin.settings.lms.noDeployments')}</Table.Td>
              </Table.Tr>
            )}
            {platform.deployments.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.deploymentId}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={t('admin.settings.lms.deploymentEnabled', { id: d.deploymentId })}
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
          {t('admin.settings.lms.linkedCourses')}
        </Text>
        {platform.courses.length === 0 ? (
          <Text size="sm">{t('admin.settings.lms.noLinkedCourses')}</Text>
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
