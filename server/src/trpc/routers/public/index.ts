import type { TRPCRouterRecord } from '@trpc/server';
import { contactRouter } from './contact.ts';
import { publicSessionRouter } from './session.ts';

export const publicRouter = {
  ...publicSessionRouter,
  contact: contactRouter,
} satisfies TRPCRouterRecord;
