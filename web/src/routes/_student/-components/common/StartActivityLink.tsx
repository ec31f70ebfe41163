import type { ButtonProps } from '@mantine/core';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import type { StudentActivityCard } from './student-types.ts';
import { useT } from '~/i18n/use-t.ts';

interface StartActivityLinkProps extends Pick<ButtonProps, 'size' | 'fullWidth' | 'mt'> {
  activity: StudentActivityCard;
}

/** The way into an activity: Start, or Review once it was submitted. */
export function StartActivityLink({ activity, ...button }: StartActivityLinkProps) {
  const completed = activity.status === 'completed';
  const t = useT();
  return (
    <ButtonLink
      to="/student_activity/$activityId"
      params={{ activityId: activity.id }}
      variant={completed ? 'default' : 'filled'}
      aria-label={t(completed ? 'student.activity.reviewNamed' : 'student.activity.startNamed', {
        title: activity.title,
      })}
      {...button}
    >
      {t(completed ? 'student.activity.review' : 'student.activity.start')}
    </ButtonLink>
  );
}
