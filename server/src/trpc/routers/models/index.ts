import type { TRPCRouterRecord } from '@trpc/server';
import { defaultModel, listModels, listVectorStores } from '../../../rag/answer/models.ts';
import { translator } from '../../../texts/index.ts';
import { authedProcedure } from '../../init.ts';

export const modelsRouter = {
  /** Which model and vector-store choices this server can serve, for activity forms. */
  list: authedProcedure.query(({ ctx }) => {
    const t = translator(ctx.locale);
    return {
      models: listModels(ctx.config, t),
      defaultModel: defaultModel(ctx.config),
      vectorStores: listVectorStores(ctx.config, t),
      embedder: ctx.rag.embedder.name,
    };
  }),
} satisfies TRPCRouterRecord;
