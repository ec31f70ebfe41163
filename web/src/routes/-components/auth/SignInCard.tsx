import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SignInError } from '@teachchat/shared';
import { useEffect, useRef, useState } from 'react';
import { Brand } from '~/components/brand/Brand.tsx';
import { AnchorLink } from '~/components/router-links/router-links.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { signInError } from './sign-in-error.ts';

interface SignInCardProps {
  error: SignInError | undefined;
}

export function SignInCard({ error }: SignInCardProps) {
  const trpc = useTRPC();
  const { data: config } = useQuery(trpc.public.config.queryOptions());
  const [redirecting, setRedirecting] = useState(false);
  const t = useT();
  const problem = signInError(error);
  const announced = useRef<string | null>(null);

  // Sign-in errors show as red toasts (docs/product.md#sign-in-errors); the card repeats them in
  // place. The ref keeps StrictMode's second effect run from showing the toast twice.
  useEffect(() => {
    const shown = signInError(error);
    const key = shown && `${shown.title}|${shown.message}`;
    if (!shown || announced.current === key) return;
    announced.current = key;
    notifications.show({ color: 'red', title: shown.title, message: shown.message });
  }, [error]);

  // Coming back with the browser's Back button restores this page as it was left: spinning.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return (
    <Paper withBorder shadow="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={420}>
      <Stack gap="lg" align="center">
        <AnchorLink to="/" underline="never" c="inherit" aria-label={t('public.signIn.home')}>
          <Brand size="lg" />
        </AnchorLink>
        <Stack gap={4} align="center" ta="center">
          <Title order={2} size="h3">
            {t('public.signIn.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('public.signIn.text')}
          </Text>
        </Stack>
        {problem && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle />}
            title={problem.title}
            w="100%"
            role="alert"
          >
            {problem.message}
          </Alert>
        )}
        <Button
          fullWidth
          size="md"
          variant="default"
          leftSection={<IconBrandGoogle size={20} />}
          loading={redirecting}
          onClick={() => {
            setRedirecting(true);
            window.location.assign('/auth/google');
          }}
        >
          {t('public.signIn.google')}
        </Button>
        {config?.devLogin && (
          <Text size="xs" c="dimmed" ta="center">
            {t('public.signIn.devLogin')}
          </Text>
        )}
        <AnchorLink to="/" size="sm" c="dimmed">
          {t('public.signIn.backHome')}
        </AnchorLink>
      </Stack>
    </Paper>
  );
}
