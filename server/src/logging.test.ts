import { describe, expect, it } from 'vitest';
import { errorForLog } from './logging.ts';

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
