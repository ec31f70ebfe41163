import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { errorForLog, OneLinePerRequest } from './logging.ts';

describe('errorForLog', () => {
  it("leaves out what drivers hang on errors (a pool error's whole client)", () => {
    const err = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: {
        connectionParameters: { password: 'secret' },
        queryQueue: new Array(500).fill('x'),
      },
    });
    const logged = errorForLog(err);
    expect(logged).toEqual({
      type: 'Error',
      message: 'terminating connection due to administrator command',
      stack: 'Error: terminating connection due to administrator command',
      code: '57P01',
    });
    // pg-boss reports some errors as plain copies of the driver's.
    expect(errorForLog({ ...err, message: err.message, stack: err.stack })).not.toHaveProperty(
      'client',
    );
  });

  it('keeps the stack and cause of an error that is a bug', () => {
    const err = new TypeError('x is not a function', { cause: new RangeError('too far') });
    const logged = errorForLog(err);
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toContain('logging.test.ts');
    expect(logged.cause).toMatchObject({ type: 'RangeError', message: 'too far' });
  });
});

describe('request logging', () => {
  it('writes one line per answered request, without its query string', async () => {
    const lines: string[] = [];
    const fastify = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      logController: new OneLinePerRequest(),
    });
    fastify.get('/trpc/:path', async () => ({ ok: true }));
    fastify.get('/boom', async () => {
      throw new Error('broken');
    });
    await fastify.inject({ url: '/trpc/me.session?input=%7B%22email%22%3A%22a%40b.c%22%7D' });
    await fastify.inject({ url: '/boom' });
    await fastify.close();
    // A failure is still logged as an error, with its stack.
    const failed = lines.splice(1).map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(failed.some((l) => l.level === 50 && /broken/.test(JSON.stringify(l)))).toBe(true);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as { msg: string; http: object };
    expect(line.msg).toMatch(/^GET \/trpc\/me\.session 200 \d+ ms$/);
    expect(line.http).toMatchObject({ method: 'GET', path: '/trpc/me.session', status: 200 });
    expect(lines[0]).not.toContain('email');
  });
});
