import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from './context.ts';
import type { SchoolDefaults } from './routers/me/session-view.ts';

/** The school's language (this node's cache) and time zone (configuration). */
export async function schoolDefaults(
  ctx: Pick<Context, 'school' | 'orm' | 'config'>,
): Promise<SchoolDefaults> {
  const locale = await ctx.school.get(() => ctx.orm.em.fork() as EntityManager);
  return { locale, timeZone: ctx.config.schoolTimeZone };
}
