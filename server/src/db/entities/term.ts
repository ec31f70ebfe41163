import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from './columns.ts';

/**
 * A school term (docs/product.md#terms): courses belong to one, and "Start next term"
 * copies a course's teaching into another, its dates moved by the terms' offset.
 */
export const Term = defineEntity({
  name: 'Term',
  tableName: 'terms',
  properties: {
    id: idColumn(),
    name: p.string().length(100).unique(),
    /** Short, for the copied course's code: CS101 in term 2027S becomes CS101-2027S. */
    code: p.string().length(8).unique(),
    startDate: p.date(),
    endDate: p.date(),
    createdAt: createdAtColumn(),
  },
});
export type ITerm = InstanceType<typeof Term.class>;
