import { Center, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import { ButtonLink } from '../router-links/router-links.tsx';

export function NotFoundPage() {
  const t = useT();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Text fz={96} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} ta="center">
          {t('app.notFound.title')}
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          {t('app.notFound.text')}
        </Text>
        <ButtonLink to="/" size="md">
          {t('app.notFound.home')}
        </ButtonLink>
      </Stack>
    </Center>
  );
}
