import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { T } from '~/i18n/T.tsx';
import { useT } from '~/i18n/use-t.ts';
import { formatList } from '~/lib/format.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';

interface EraseModalProps {
  personId: string | null;
  onClose: () => void;
  onErased: () => void;
}

/** Names, with counts, what erasing the person takes, and erases only on confirmation. */
export function EraseModal({ personId, onClose, onErased }: EraseModalProps) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const impact = useQuery(
    trpc.admin.privacy.erasureImpact.queryOptions(
      { id: personId ?? '' },
      { enabled: personId !== null, staleTime: 0 },
    ),
  );
  const erase = useMutation(
    trpc.admin.privacy.erase.mutationOptions({
      onSuccess: ({ name }) => {
        notifications.show({
          color: 'green',
          title: t('admin.privacy.erased'),
          message: t('admin.privacy.erasedText', { name }),
        });
        void queryClient.invalidateQueries();
        onErased();
        onClose();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('admin.privacy.error'),
          message: errorMessage(error),
        }),
    }),
  );
  const data = impact.data;
  const c = data?.counts;
  return (
    <Modal
      opened={personId !== null}
      onClose={onClose}
      title={t('admin.privacy.erasePerson')}
      centered
    >
      <Stack gap="sm">
        {impact.isError && <Text c="red">{errorMessage(impact.error)}</Text>}
        {data && c && (
          <>
            <Text>
              <T
                id="admin.privacy.eraseIntro"
                values={{ name: data.name }}
                components={{ 0: <b /> }}
              />
            </Text>
            <List size="sm">
              <List.Item>{t('admin.privacy.enrollments', { count: c.enrollments })}</List.Item>
              <List.Item>
                {t(
                  data.mode === 'anonymise'
                    ? 'admin.privacy.conversationsKept'
                    : 'admin.privacy.conversationsRemoved',
                  {
                    conversations: c.conversations,
                    messages: c.messages,
                    questions: c.questions,
                    feedback: c.feedback,
                  },
                )}
              </List.Item>
              <List.Item>
                {t('admin.privacy.notifications', {
                  theirs: c.notifications,
                  naming: c.notificationsNamingThem,
                })}
              </List.Item>
              <List.Item>{t('admin.privacy.apiTokens', { count: c.apiTokens })}</List.Item>
              <List.Item>
                {t('admin.privacy.contactMessages', { count: c.contactMessages })}
              </List.Item>
            </List>
            {data.coursesTaught.length > 0 && (
              <Text c="red">
                {t('admin.privacy.stillTeaches', {
                  name: data.name,
                  courses: formatList(data.coursesTaught.map((course) => course.courseCode)),
                  count: data.coursesTaught.length,
                })}
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.privacy.cancel')}
          </Button>
          <Button
            color="red"
            loading={erase.isPending}
            disabled={!data || data.coursesTaught.length > 0}
            onClick={() => personId && erase.mutate({ id: personId })}
          >
            {t('admin.privacy.erase')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
