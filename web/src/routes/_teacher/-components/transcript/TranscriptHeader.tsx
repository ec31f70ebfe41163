import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { TranscriptHeader as SharedTranscriptHeader } from '../../../../components/transcript/TranscriptHeader.tsx';

interface TranscriptHeaderProps {
  activityTitle: string;
  studentName: string;
  courseCode: string;
  completed: boolean;
}

export function TranscriptHeader(props: TranscriptHeaderProps) {
  const { activityTitle, studentName, courseCode, completed } = props;
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <SharedTranscriptHeader
      onBack={() =>
        canGoBack ? router.history.back() : void router.navigate({ to: '/student_responses' })
      }
      title={activityTitle}
      subtitle={
        <>
          {studentName} ({courseCode})
        </>
      }
      completed={completed}
    />
  );
}
