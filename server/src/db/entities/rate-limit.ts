import { defineEntity, p } from '@mikro-orm/core';

/** Fixed-window counters shared by every node (see rate-limit.ts in server/src/http). */
export const RateLimit = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    key: p.string().length(200).primary(),
    windowStart: p.datetime(),
    count: p.integer(),
  },
});
