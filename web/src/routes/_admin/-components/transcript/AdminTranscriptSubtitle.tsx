import { useT } from '~/i18n/use-t.ts';
import { formatDateTime } from '~/lib/format.ts';

interface AdminTranscriptSubtitleProps {
  student: string;
  course: string;
  code: string;
  teacher: string;
  submittedAt?: Date | null;
}

/** Under an admin's transcript title: whose chat, in which course, with whom, and when it was handed in. */
export function AdminTranscriptSubtitle(props: AdminTranscriptSubtitleProps) {
  const { student, course, code, teacher, submittedAt } = props;
  const t = useT();
  return (
    <>
      {t('admin.transcript.subtitle', { student, course, code, teacher })}
      {submittedAt && (
        <> · {t('admin.transcript.submitted', { date: formatDateTime(submittedAt) })}</>
      )}
    </>
  );
}
