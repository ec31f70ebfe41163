import { connect, createServer, type AddressInfo } from 'node:net';

// PostgreSQL's ReadyForQuery message with the status "idle" (no transaction open).
const READY_IDLE = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

/**
 * A TCP proxy in front of PostgreSQL that can lose the answer that ends one transaction
 * (a COMMIT's, or a statement's that is its own transaction): PostgreSQL commits, and the
 * app's connection drops before it hears so, as when the network or the server goes away at
 * that moment. The app then cannot know whether its transaction happened. Everything else
 * passes through untouched.
 */
export async function startLostCommitProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  // Armed with a statement of the transaction to cut; disarmed once it is cut.
  let armed: RegExp | null = null;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    let inTarget = false;
    client.on('data', (chunk: Buffer) => {
      // Messages are read as latin1 text: SQL and text parameters are plain ASCII.
      if (armed?.test(chunk.toString('latin1'))) inTarget = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      // ReadyForQuery, idle: the transaction has ended (committed, if it did), and its answer
      // is what gets lost.
      if (inTarget && chunk.includes(READY_IDLE)) {
        armed = null;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on('error', () => b.destroy());
      a.on('close', () => b.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);
  return {
    /** The database's URL through the proxy. */
    url: proxied.href,
    /** Loses the answer to the COMMIT of the next transaction that sends `statement`. */
    loseNextCommitOf(statement: RegExp) {
      armed = statement;
    },
    get armed() {
      return armed !== null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
