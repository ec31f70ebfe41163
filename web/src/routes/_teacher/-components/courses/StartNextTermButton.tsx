import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { StartNextTermButton as StartNextTerm } from '~/components/start-next-term/StartNextTermButton.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';

/**
 * Start next term for one of the teacher's courses: asks first, then opens the copy's
 * activities, drafts to review and publish.
 */
export function StartNextTermButton({ courseId }: { courseId: string }) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <StartNextTerm
      courseId={courseId}
      procedures={trpc.teacher.courses}
      copiedMessage={(copy) => t('teacher.startNextTerm.ready', { code: copy.courseCode })}
      onCopied={(copy) => {
        void queryClient.invalidateQueries(trpc.teacher.pathFilter());
        void navigate({ to: '/activities', search: { tab: 'drafts', courseId: copy.courseId } });
      }}
    />
  );
}
