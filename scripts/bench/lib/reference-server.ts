// The references for the cheap-request benchmark, each in a process of its own like the
// app: plain Fastify answering a small JSON object, and a minimal tRPC + superjson app (one
// query on Fastify, no database) answering the same object. Started by request.ts:
//   node reference-server.ts fastify|trpc PORT
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { initTRPC } from '@trpc/server';
import Fastify from 'fastify';
import superjson from 'superjson';

const [kind, port] = process.argv.slice(2);
const user = {
  id: '00000000-0000-4000-8000-000000000000',
  email: 'ada@example.edu',
  role: 'student',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

const fastify = Fastify({ logger: false });
if (kind === 'trpc') {
  const t = initTRPC.create({ transformer: superjson });
  const router = t.router({ me: t.router({ get: t.procedure.query(() => user) }) });
  await fastify.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
} else {
  fastify.get('/trpc/me.get', () => ({ result: { data: { json: user } } }));
}
await fastify.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('ready');
process.on('message', () => void fastify.close().then(() => process.exit(0)));
