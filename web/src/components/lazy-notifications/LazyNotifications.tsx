import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { Suspense, lazy, useState } from 'react';

// Mantine's toast container (transitions, swipe to dismiss, scroll locking: about 10 KB gzip)
// is on no page at first. `notifications.show` only writes to the small store in the first
// download; the container loads with the first toast and shows it, and stays from then on.
const Notifications = lazy(() =>
  import('./mantine-notifications.ts').then((module) => ({ default: module.Notifications })),
);

/** Mantine's `Notifications`, loaded when the first toast is shown. */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
