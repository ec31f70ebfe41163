// A typed tRPC client for scripts. Usage:
//   TEACHCHAT_TOKEN=tc_... npm run cli -- me          (prints who the token belongs to)
//   TEACHCHAT_URL defaults to http://localhost:3000
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@teachchat/server';

const url = process.env.TEACHCHAT_URL ?? 'http://localhost:3000';
const token = process.env.TEACHCHAT_TOKEN;
const [command = 'me'] = process.argv.slice(2);

if (!token) {
  console.error('Set TEACHCHAT_TOKEN to a personal API token (npm run token -- EMAIL makes one).');
  process.exit(2);
}

export const client = createTRPCClient<AppRouter>({
  links: [
    httpLink({
      url: `${url}/trpc`,
      transformer: superjson,
      headers: { authorization: `Bearer ${token}` },
    }),
  ],
});

try {
  if (command !== 'me') throw new Error(`Unknown command "${command}". Try: me`);
  const me = await client.me.get.query();
  console.log(JSON.stringify(me, null, 2));
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
