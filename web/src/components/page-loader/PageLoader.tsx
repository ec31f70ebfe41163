import { Center, Loader } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';

/** Shown while a route waits for the session or its data. */
export function PageLoader() {
  const t = useT();
  return (
    <Center mih="60vh" w="100%" aria-busy="true" aria-live="polite">
      <Loader aria-label={t('app.pageLoader.loading')} />
    </Center>
  );
}
