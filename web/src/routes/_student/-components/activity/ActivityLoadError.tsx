import { notifications } from '@mantine/notifications';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { RouteError } from '~/components/route-error/RouteError.tsx';
import { TitledLoadError } from '../common/not-found.ts';

/** The chat could not load: its toast ('Error fetching activity' or '… chat data'). */
export function ActivityLoadError(props: ErrorComponentProps) {
  const { error } = props;
  useEffect(() => {
    if (!(error instanceof TitledLoadError)) return;
    notifications.show({
      id: `load-error-${error.title}`,
      color: 'red',
      title: error.title,
      message: error.message,
    });
  }, [error]);
  return <RouteError {...props} />;
}
