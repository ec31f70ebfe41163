import type { Citation } from '@teachchat/shared';
import { type Expression, sql } from 'kysely';

/**
 * The sources a reply's `citations` hold, a row each as `e.citation`, for a lateral join:
 * PostgreSQL's jsonb_array_elements, which the query builder has no table form of.
 */
export const citationsOf = (citations: Expression<unknown>) =>
  sql<{ citation: Citation }>`jsonb_array_elements(${citations})`.as<'e'>(sql`e(citation)`);
