import { Center, Loader } from '@mantine/core';

/** Shown while a route waits for the session or its data. */
export function PageLoader() {
  return (
    <Center mih="60vh" w="100%" aria-busy="true" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}
