import type { TRPCRouterRecord } from '@trpc/server';
import { defaultModel, listModels, listVectorStores } from '../../../rag/answer/models.ts';
import { authedProcedure } from '../../init.ts';

export const modelsRouter = {
  /** Which model and vector-store choices this server can serve, for activity forms. */
  list: authedProcedure.query(({ ctx }) => ({
    models: listModels(ctx.config),
    defaultModel: defaultModel(ctx.config),
    vectorStores: listVectorStores(ctx.config),
    embedder: ctx.rag.embedder.name,
  })),
} satisfies TRPCRouterRecord;
