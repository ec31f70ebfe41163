// Imported only lazily, by LazyNotifications: a dynamic import of '@mantine/notifications'
// itself would keep the container in the first download, where the package's store is.
export { Notifications } from '@mantine/notifications';
