import { IconMessages } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t.ts';
import type { StaffArea } from '../../lib/staff-area.ts';
import { ButtonLink } from '../router-links/router-links.tsx';

interface TranscriptLinkProps {
  area: StaffArea;
  activityId: string;
  studentEmail: string;
  studentName: string;
}

/** Opens the student's conversation in the activity, on the viewer's transcript page. */
export function TranscriptLink({
  area,
  activityId,
  studentEmail,
  studentName,
}: TranscriptLinkProps) {
  const t = useT();
  const common = {
    params: { activityId, studentEmail },
    size: 'compact-xs',
    variant: 'subtle',
    leftSection: <IconMessages size={14} />,
    'aria-label': t('app.insights.viewChatOf', { student: studentName }),
    children: t('app.insights.viewChat'),
  } as const;
  return area === 'teacher' ? (
    <ButtonLink to="/chat-details/$activityId/$studentEmail" {...common} />
  ) : (
    <ButtonLink to="/admin/chat-details/$activityId/$studentEmail" {...common} />
  );
}
