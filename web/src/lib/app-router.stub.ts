// Temporary stand-in for `import type { AppRouter } from '@teachchat/server'` until the server
// exports it. Only its type is used; nothing here reaches the bundle.
import { initTRPC, tracked } from '@trpc/server';
import superjson from 'superjson';
import { z } from 'zod';
import {
  contactMessageInput,
  preferencesUpdate,
  tokenCreateInput,
  type NotificationView,
  type Preferences,
  type Role,
} from '@teachchat/shared';

const t = initTRPC.create({ transformer: superjson });

interface SessionView {
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    fullName: string;
    role: Role;
    departmentCode: string | null;
    avatarUrl: string | null;
  };
  preferences: Preferences;
}

const stub = <T>(): T => {
  throw new Error('stub');
};

const stubRouter = t.router({
  public: t.router({
    session: t.procedure.query(() => stub<SessionView | null>()),
    config: t.procedure.query(() => stub<{ demoVideoUrl: string | null; devLogin: boolean }>()),
    contact: t.router({
      send: t.procedure.input(contactMessageInput).mutation(() => ({ ok: true as const })),
    }),
  }),
  me: t.router({
    get: t.procedure.query(() => stub<SessionView>()),
    signOut: t.procedure.mutation(() => ({ ok: true as const })),
    updatePreferences: t.procedure.input(preferencesUpdate).mutation(() => stub<Preferences>()),
    tokens: t.router({
      list: t.procedure.query(() =>
        stub<{ id: string; name: string; createdAt: Date; lastUsedAt: Date | null }[]>(),
      ),
      create: t.procedure
        .input(tokenCreateInput)
        .mutation(() => stub<{ id: string; name: string; token: string }>()),
      remove: t.procedure.input(z.object({ id: z.string() })).mutation(() => ({ ok: true as const })),
    }),
    notifications: t.router({
      list: t.procedure
        .input(z.object({ limit: z.number().optional() }))
        .query(() => stub<{ items: NotificationView[]; unreadCount: number }>()),
      markRead: t.procedure
        .input(z.object({ ids: z.array(z.string()).optional() }))
        .mutation(() => stub<{ unreadCount: number }>()),
    }),
    onNotification: t.procedure.subscription(async function* () {
      const n = stub<NotificationView>();
      yield tracked(n.id, n);
    }),
  }),
});

export type AppRouter = typeof stubRouter;
