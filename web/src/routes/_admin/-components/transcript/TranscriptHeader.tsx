import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { TranscriptHeader as SharedTranscriptHeader } from '../../../../components/transcript/TranscriptHeader.tsx';

interface TranscriptHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  completed?: boolean;
}

/**
 * Back one page (docs/product.md#admin-pages); opened from a link in a new tab, back to the
 * list.
 */
export function TranscriptHeader(props: TranscriptHeaderProps) {
  const router = useRouter();
  const back = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/admin/student_responses' });
  };
  return <SharedTranscriptHeader onBack={back} {...props} />;
}
