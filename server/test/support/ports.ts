import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768-60999): a port taken from that range and released
// can be handed at once to some outgoing connection as its local port, and then a server
// meant for it fails with EADDRINUSE.
const LOW = 20_000;
const HIGH = 32_000;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on, outside the range the system gives outgoing connections. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = randomInt(LOW, HIGH);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${LOW} and ${HIGH}`);
}
