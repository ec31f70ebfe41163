import { Alert, Box } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import type { MaterialStatus } from '@teachchat/shared';
import { formatDate } from '~/lib/format.ts';

/**
 * Replaces the message box once the activity is submitted: one quiet line on a phone, so
 * the conversation keeps the room (a large filled banner took a phone's screen).
 */
export function CompletedBanner({ submittedAt }: { submittedAt: Date | null }) {
  return (
    <Alert
      color="green"
      variant="light"
      p="xs"
      icon={<IconCircleCheck size={18} />}
      styles={{ title: { marginBottom: 0 } }}
      title={
        <>
          {submittedAt ? `Submitted on ${formatDate(submittedAt)}` : 'Submitted'}
          <Box component="span" visibleFrom="sm" fw={400}>
            {' '}
            · You can still read the conversation.
          </Box>
        </>
      }
    />
  );
}

/** The assistant answers from the course material: say so while it is not usable. */
export function MaterialNotice({ status }: { status: MaterialStatus }) {
  if (status === 'ready') return null;
  if (status === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} p="xs">
        The course material for this activity could not be processed, so the assistant cannot answer
        yet. Please contact your instructor.
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" icon={<IconHourglass />} p="xs">
      The course material for this activity is still being prepared. You can ask questions as soon
      as it is ready.
    </Alert>
  );
}
