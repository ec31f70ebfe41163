import { Box, Center } from '@mantine/core';
import { SIGN_IN_ERRORS } from '@teachchat/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasKnownHome, roleHomePath } from '../lib/role-home.ts';
import { searchEnum, searchParams } from '../lib/search.ts';
import { SignInCard } from './-components/auth/SignInCard.tsx';

// The server's sign-in callback comes back here with ?error=CODE when sign-in did not
// succeed; anything else in the address (a message, an error_description) is ignored.
const authSearch = searchParams({
  error: searchEnum(SIGN_IN_ERRORS),
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
  // Not awaited: the card offers sign-in at once; its local sign-in note follows the config.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.public.config.queryOptions());
  },
  component: AuthPage,
});

function AuthPage() {
  const { error } = Route.useSearch();
  return (
    <Box
      mih="100vh"
      style={{
        background:
          'radial-gradient(ellipse at top, var(--mantine-color-indigo-light) 0%, transparent 60%)',
      }}
    >
      <Center mih="100vh" p="md">
        <SignInCard error={error} />
      </Center>
    </Box>
  );
}
