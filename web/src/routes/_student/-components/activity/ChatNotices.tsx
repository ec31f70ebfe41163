import { Alert, Box } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import type { MaterialStatus } from '@teachchat/shared';
import { formatDate } from '~/lib/format.ts';
import { useT } from '~/i18n/use-t.ts';

/**
 * Replaces the message box once the activity is submitted: one quiet line on a phone, so
 * the conversation keeps the room (a large filled banner took a phone's screen).
 */
export function CompletedBanner({ submittedAt }: { submittedAt: Date | null }) {
  const t = useT();
  return (
    <Alert
      color="green"
      variant="light"
      p="xs"
      icon={<IconCircleCheck size={18} />}
      styles={{ title: { marginBottom: 0 } }}
      title={
        <>
          {submittedAt
            ? t('student.chat.submittedOn', { date: formatDate(submittedAt) })
            : t('student.chat.submitted')}
          <Box component="span" visibleFrom="sm" fw={400}>
            {' '}
            {t('student.chat.stillRead')}
          </Box>
        </>
      }
    />
  );
}

/** The assistant answers from the course material: say so while it is not usable. */
export function MaterialNotice({ status }: { status: MaterialStatus }) {
  const t = useT();
  if (status === 'ready') return null;
  if (status === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} p="xs">
        {t('student.chat.materialFailed')}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" icon={<IconHourglass />} p="xs">
      {t('student.chat.materialPreparing')}
    </Alert>
  );
}
