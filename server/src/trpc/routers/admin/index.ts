import type { TRPCRouterRecord } from '@trpc/server';
import { contactMessagesRouter } from './contact-messages.ts';

export const adminRouter = {
  contactMessages: contactMessagesRouter,
} satisfies TRPCRouterRecord;
