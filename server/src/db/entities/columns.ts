import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/** Columns most tables share: a uuid made by the app (known before flush) and timestamps. */
export const idColumn = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => randomUUID());
export const createdAtColumn = () => p.datetime().onCreate(() => new Date());
export const updatedAtColumn = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
