// The web app and scripts import only this type; nothing else crosses the boundary.
export type { AppRouter } from './trpc/router.ts';
