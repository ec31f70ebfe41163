import type { TRPCRouterRecord } from '@trpc/server';
import { assistantSetup } from '../../../rag/assistant-setup.ts';
import { adminProcedure } from '../../init.ts';

export const adminAssistantRouter = {
  /** Settings → Assistant: the configured models and stores and the setting behind each. */
  configuration: adminProcedure.query(({ ctx }) =>
    assistantSetup(ctx.config, ctx.rag.embedder.name),
  ),
} satisfies TRPCRouterRecord;
