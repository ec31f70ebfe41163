import { Paper, Text } from '@mantine/core';
import type { SubmissionFeedbackView } from '@teachchat/shared';
import { FeedbackCard } from '~/components/feedback/FeedbackCard.tsx';
import { useT } from '~/i18n/use-t.ts';
import { FeedbackForm } from './FeedbackForm.tsx';

interface FeedbackPanelProps {
  transcript: { activityId: string; studentEmail: string };
  conversationId: string | null;
  studentName: string;
  submitted: boolean;
  feedback: SubmissionFeedbackView | null;
}

/** Beside a transcript: the feedback form once submitted, the released feedback after. */
export function FeedbackPanel(props: FeedbackPanelProps) {
  const t = useT();
  const { conversationId, submitted, feedback } = props;
  if (feedback?.releasedAt) return <FeedbackCard {...feedback} />;
  if (!submitted || !conversationId) {
    return (
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          {t('teacher.transcript.notSubmitted')}
        </Text>
      </Paper>
    );
  }
  return (
    <FeedbackForm
      key={conversationId}
      transcript={props.transcript}
      conversationId={conversationId}
      studentName={props.studentName}
      feedback={feedback}
    />
  );
}
