import type { Role } from '@teachchat/shared';
import { redirect } from '@tanstack/react-router';
import { APP_AREAS } from '../i18n/catalogues.ts';
import { activateLanguage, activateTimeZone } from '../i18n/language.ts';
import type { RouterContext } from './router-context.ts';
import { roleHomePath } from './role-home.ts';

/**
 * The route guard (docs/product.md#route-guard), for the `beforeLoad` of a role's pathless
 * layout: no session goes to /auth, another role goes to that user's own home. The session
 * joins the route context, and the role's screens load in the session's language (each role's
 * screens are a catalogue area of their own, named as the role).
 */
export function requireRole(role: Role) {
  return async ({ context }: { context: RouterContext }) => {
    const session = await context.queryClient.ensureQueryData(
      context.trpc.public.session.queryOptions(),
    );
    if (!session) throw redirect({ to: '/auth' });
    if (session.user.role !== role) throw redirect({ to: roleHomePath(session.user.role) });
    activateTimeZone(session.timeZone);
    await activateLanguage(session.locale, [...APP_AREAS, role]);
    return { session };
  };
}
