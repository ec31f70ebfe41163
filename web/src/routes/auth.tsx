import { Box, Center } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { hasKnownHome, roleHomePath } from '../lib/role-home.ts';
import { optionalSearchString } from '../lib/search.ts';
import { SignInCard } from './-components/auth/SignInCard.tsx';

// The server's sign-in callback comes back here with ?error=… when sign-in did not succeed.
const authSearch = z.object({
  error: z.enum(['user_not_found', 'signin_failed']).optional().catch(undefined),
  message: optionalSearchString,
});

export const Route = createFileRoute('/auth')({
  validateSearch: authSearch,
  beforeLoad: async ({ context }) => {
    const session = await context.queryClient.ensureQueryData(
      context.trpc.public.session.queryOptions(),
    );
    if (session && hasKnownHome(session.user.role)) {
      throw redirect({ to: roleHomePath(session.user.role), replace: true });
    }
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.public.config.queryOptions());
  },
  component: AuthPage,
});

function AuthPage() {
  const { error, message } = Route.useSearch();
  return (
    <Box
      mih="100vh"
      style={{
        background:
          'radial-gradient(ellipse at top, var(--mantine-color-indigo-light) 0%, transparent 60%)',
      }}
    >
      <Center mih="100vh" p="md">
        <SignInCard error={error} message={message} />
      </Center>
    </Box>
  );
}
