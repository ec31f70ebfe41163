import { useQueryClient } from '@tanstack/react-query';
import { StartNextTermButton as StartNextTerm } from '~/components/start-next-term/StartNextTermButton.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';

/** Start next term for one course, from its details: the course list and terms read again. */
export function StartNextTermButton({
  courseId,
  onDone,
}: {
  courseId: string;
  onDone: () => void;
}) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (
    <StartNextTerm
      courseId={courseId}
      procedures={trpc.admin.terms}
      copiedMessage={(copy) => t('admin.startNextTerm.copied', { code: copy.courseCode })}
      onCopied={() => {
        void queryClient.invalidateQueries(trpc.admin.courses.pathFilter());
        void queryClient.invalidateQueries(trpc.admin.terms.pathFilter());
        onDone();
      }}
    />
  );
}
