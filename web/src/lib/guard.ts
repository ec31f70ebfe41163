import type { Role } from '@teachchat/shared';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './router-context.ts';
import { roleHomePath } from './role-home.ts';

/**
 * The route guard (docs/product.md#route-guard), for the `beforeLoad` of a role's pathless
 * layout: no session goes to /auth, another role goes to that user's own home. The session
 * joins the route context.
 */
export function requireRole(role: Role) {
  return async ({ context }: { context: RouterContext }) => {
    const session = await context.queryClient.ensureQueryData(
      context.trpc.public.session.queryOptions(),
    );
    if (!session) throw redirect({ to: '/auth' });
    if (session.user.role !== role) throw redirect({ to: roleHomePath(session.user.role) });
    return { session };
  };
}
