import superjson from 'superjson';
import { expect, it } from 'vitest';
import { serialize } from './serialize.ts';

const at = new Date('2026-11-27T10:00:00.000Z');
const citation = { index: 1, fileName: 'notes.pdf', page: 3, text: 'Binary search halves…' };
const shared = { a: 1 };
const cycle: Record<string, unknown> = { name: 'loop' };
cycle.self = cycle;
class Point {
  x = 1;
  y = 2;
}

const cases: Record<string, unknown> = {
  'a delta event': { type: 'delta', replyId: 'r1', offset: 0, text: 'Binary ' },
  'a saved reply': {
    type: 'message',
    message: { id: 'm1', citations: [citation, { ...citation, index: 2 }], createdAt: at },
  },
  'dates and undefined, nested': { a: [at, { b: new Date(0), c: undefined }], d: undefined },
  'plain values at the root': 'text',
  'a number at the root': 42,
  null: null,
  'an empty object': {},
  'empty arrays': [[], {}],
  'a date at the root': at,
  'undefined at the root': undefined,
  'an undefined array item': [1, undefined, 3],
  'a hole': Object.assign(new Array<number>(3), { 0: 1, 2: 3 }),
  'NaN, infinities and negative zero': { a: Number.NaN, b: Infinity, c: -Infinity, d: -0 },
  'a bigint': { n: 10n },
  'a Map and a Set': { m: new Map([['k', 1]]), s: new Set([1]) },
  'a class instance': { p: new Point() },
  'an object reached twice': { x: shared, y: shared },
  'a date reached twice': { x: at, y: at },
  'a cycle': cycle,
  'a key with a dot': { 'a.b': at },
  'a key with a backslash': { 'a\\b': 1 },
  'a regular expression and an error': { r: /x/g, e: new Error('boom') },
  'an invalid date': { d: new Date(Number.NaN) },
  'a null-prototype object': Object.assign(Object.create(null), { a: 1 }),
  'a function': { f: () => 1 },
  'a symbol': { s: Symbol('s') },
};

it.each(Object.entries(cases))('writes %s as superjson does', (_, value) => {
  const expected = superjson.serialize(value);
  const written = serialize(value);
  expect(written).toEqual(expected);
  expect(JSON.stringify(written)).toBe(JSON.stringify(expected));
  expect(superjson.deserialize(written)).toEqual(superjson.deserialize(expected));
});

it('refuses a prototype-polluting key as superjson does', () => {
  const value = JSON.parse('{"a": {"__proto__": {"x": 1}}}') as unknown;
  expect(() => superjson.serialize(value)).toThrow(/prototype pollution/);
  expect(() => serialize(value)).toThrow(/prototype pollution/);
});

it('leaves the value it was given as it was', () => {
  const event = { type: 'message', message: { id: 'm1', createdAt: at, note: undefined } };
  serialize(event);
  expect(event).toEqual({ type: 'message', message: { id: 'm1', createdAt: at, note: undefined } });
  expect(event.message.createdAt).toBe(at);
});
