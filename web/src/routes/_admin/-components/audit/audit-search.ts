// No zod and no @teachchat/shared here: the route's search and loader stay in the first
// download (lib/search.ts says why).
export interface AuditSearch {
  who?: string;
  action?: string;
  from?: string;
  to?: string;
  page?: number;
}

export const AUDIT_PAGE_SIZE = 50;
const isDay = (text: string | undefined) =>
  text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;

/** The filter as the server reads it: malformed values are left out, not refused. */
export function auditFilter(search: AuditSearch) {
  const from = isDay(search.from);
  const to = isDay(search.to);
  return {
    ...(search.who ? { actorId: search.who } : {}),
    // The server checks the action against its list; an unknown one answers no rows.
    ...(search.action && /^[a-z_]{1,40}$/.test(search.action)
      ? { action: search.action as never }
      : {}),
    ...(from ? { from } : {}),
    ...(to && (!from || to >= from) ? { to } : {}),
  };
}

export const auditQueryInput = (search: AuditSearch) => ({
  filter: auditFilter(search),
  page: search.page ?? 1,
  pageSize: AUDIT_PAGE_SIZE,
});
