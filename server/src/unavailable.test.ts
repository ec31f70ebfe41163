import { createServer, type AddressInfo } from 'node:net';
import { DriverException } from '@mikro-orm/core';
import pg from 'pg';
import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

/** A loopback port nothing listens on any more. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** An error as node-postgres reports one from the server, with its SQLSTATE. */
const serverError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });

it('recognises a server that is not listening', async () => {
  const client = new pg.Client({ host: '127.0.0.1', port: await closedPort() });
  const refused = await client.connect().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isDatabaseUnavailable(refused)).toBe(true);
});

it('recognises a server shutting down or starting, also when wrapped', () => {
  const shutdown = serverError('57P01', 'terminating connection due to administrator command');
  expect(isDatabaseUnavailable(shutdown)).toBe(true);
  expect(isDatabaseUnavailable(serverError('57P03', 'the database system is starting up'))).toBe(
    true,
  );
  expect(isDatabaseUnavailable(new DriverException(shutdown))).toBe(true);
  expect(isDatabaseUnavailable(new Error('procedure failed', { cause: shutdown }))).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
});

it('leaves real query errors alone', () => {
  expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value'))).toBe(false);
  expect(isDatabaseUnavailable(serverError('42601', 'syntax error at or near "selec"'))).toBe(
    false,
  );
  expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
});
