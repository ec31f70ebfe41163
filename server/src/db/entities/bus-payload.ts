import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from './columns.ts';

/**
 * Event payloads too large for a PostgreSQL NOTIFY (8000 bytes): the event bus stores them
 * here and notifies their id. Short-lived; old rows are swept by the bus.
 */
export const BusPayload = defineEntity({
  name: 'BusPayload',
  tableName: 'bus_payloads',
  properties: {
    id: idColumn(),
    payload: p.json<unknown>(),
    createdAt: createdAtColumn().index(),
  },
});
