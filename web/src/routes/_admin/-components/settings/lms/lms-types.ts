import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/lib/trpc.ts';

export type LtiSettings = inferRouterOutputs<AppRouter>['admin']['lti']['settings'];
export type LtiPlatformRow = LtiSettings['platforms'][number];
