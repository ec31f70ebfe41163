import type { ButtonProps } from '@mantine/core';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import type { StudentActivityCard } from './student-types.ts';

interface StartActivityLinkProps extends Pick<ButtonProps, 'size' | 'fullWidth' | 'mt'> {
  activity: StudentActivityCard;
}

/** The way into an activity: Start, or Review once it was submitted. */
export function StartActivityLink({ activity, ...button }: StartActivityLinkProps) {
  const completed = activity.status === 'completed';
  const verb = completed ? 'Review' : 'Start';
  return (
    <ButtonLink
      to="/student_activity/$activityId"
      params={{ activityId: activity.id }}
      variant={completed ? 'default' : 'filled'}
      aria-label={`${verb} ${activity.title}`}
      {...button}
    >
      {verb}
    </ButtonLink>
  );
}
