import { Center, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../router-links/router-links.tsx';

export function NotFoundPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Text fz={96} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} ta="center">
          Oops! Page not found
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          The page you are looking for does not exist or has moved.
        </Text>
        <ButtonLink to="/" size="md">
          Return to Home
        </ButtonLink>
      </Stack>
    </Center>
  );
}
