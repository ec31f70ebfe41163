import { Alert, Box, Center, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMessageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { useErrorToast } from '../../../../../lib/use-error-toast.ts';
import { MessageList } from '../../../../../components/chat/MessageList.tsx';
import { FeedbackCard } from '../../../../../components/feedback/FeedbackCard.tsx';
import { TranscriptSkeleton } from '../../../../../components/transcript/TranscriptSkeleton.tsx';
import { optionalSearchString } from '../../../../../lib/search.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { formatDateTime } from '../../../../../lib/format.ts';
import {
  MISSING_INFORMATION,
  transcriptFailure,
  transcriptParams,
} from '../../../-components/transcript/transcript-params.ts';
import { TranscriptHeader } from '../../../-components/transcript/TranscriptHeader.tsx';

const LOAD_TOAST = [
  { id: 'admin-transcript', title: 'Error', message: 'Could not load chat details.' },
];

export const Route = createFileRoute('/_admin/admin/chat-details/$activityId/$studentEmail')({
  validateSearch: z.object({ courseCode: optionalSearchString }),
  // Activity, student, teacher and messages come in one call; the page shows its own errors.
  loader: ({ context: { queryClient, trpc }, params }) => {
    const input = transcriptParams(params);
    if (input) void queryClient.prefetchQuery(trpc.admin.transcript.queryOptions(input));
  },
  component: AdminChatDetailsPage,
});

function AdminChatDetailsPage() {
  const params = Route.useParams();
  const input = transcriptParams(params);
  if (!input) return <TranscriptError message={MISSING_INFORMATION} />;
  return <Transcript input={input} />;
}

function Transcript({ input }: { input: { activityId: string; studentEmail: string } }) {
  const trpc = useTRPC();
  const { courseCode } = Route.useSearch();
  const transcript = useQuery(trpc.admin.transcript.queryOptions(input));
  const failure = transcript.isError ? transcriptFailure(transcript.error) : null;
  useErrorToast({ ...transcript, isError: !!failure?.toast }, LOAD_TOAST);

  if (transcript.isPending)
    return <TranscriptSkeleton subtitleWidth={320} lastMessageWidth="60%" />;
  if (!transcript.data) return <TranscriptError message={failure?.message ?? ''} />;

  const { activity, course, teacher, student, completed, submittedAt, messages, feedback } =
    transcript.data;
  return (
    <Stack
      gap="sm"
      h="calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))"
      mih={420}
    >
      <TranscriptHeader
        title={activity.title}
        completed={completed}
        subtitle={
          <>
            {student.name} · {course.title} ({courseCode ?? course.courseCode}) (Teacher:{' '}
            {teacher.name}){submittedAt && <> · Submitted {formatDateTime(submittedAt)}</>}
          </>
        }
      />
      {messages.length === 0 ? (
        <Paper withBorder p="xl">
          <Center>
            <Stack align="center" gap="xs">
              <IconMessageOff size={28} aria-hidden />
              <Text c="dimmed">No messages found for this chat.</Text>
            </Stack>
          </Center>
        </Paper>
      ) : (
        <Box
          style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
          bg="var(--mantine-color-body)"
        >
          <MessageList messages={messages} studentName={student.name} />
        </Box>
      )}
      {feedback && <FeedbackCard {...feedback} maxHeight="35%" />}
    </Stack>
  );
}

function TranscriptError({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <TranscriptHeader title="Chat Details" />
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
        {message}
      </Alert>
    </Stack>
  );
}
