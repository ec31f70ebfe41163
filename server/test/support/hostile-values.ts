import fc from 'fast-check';

/**
 * Arbitraries of values a hostile or broken client might send as a procedure's input.
 * They are plain JSON-able values: the wire helpers put them on the wire as they are.
 */

/** Strings no one types but anyone can send: NUL, lone surrogates, RTL overrides, … */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  '\u202eevil\u202c',
  'שלום עולם',
  'مرحبا بالعالم',
  '\ufeffbom',
  '\u200b\u200d',
  'Z̴̡̛a̷l̸g̶o̵',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\r\n\t\u000b\u001b[31m',
  '\\',
  '"',
  "'; drop table users; --",
  '%',
  '_%\\',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  'NaN',
  '1e309',
  '-1',
  '__proto__',
  'CS101\u0000',
  ' cs101 ',
  'maria.okafor@example.edu\u0000',
  'ＭＡＲＩＡ@example.edu',
];

const LONE_SURROGATES = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');

export const unicodeString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), LONE_SURROGATES, fc.string({ maxLength: 10 }))
    .map((parts) => parts.join('')),
);

/** 100 kB and more, built by repetition (generating it character by character is slow). */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('a', 'é', '😀', '\u202e', '\u0000', 'x\ud800', 'ab ', '<b>'),
    fc.integer({ min: 100_000, max: 120_000 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** Arrays and objects nested hundreds to thousands deep. */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.integer({ min: 100, max: 5000 }),
    fc.constantFrom('array', 'object', 'mixed'),
    fc.jsonValue({ maxDepth: 1 }),
  )
  .map(([depth, shape, leaf]) => {
    let value: unknown = leaf;
    for (let i = 0; i < depth; i++) {
      const asArray = shape === 'array' || (shape === 'mixed' && i % 2 === 0);
      value = asArray ? [value] : { a: value };
    }
    return value;
  });

/** Values of every JSON type, where the procedure expects something else. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 53 + 1, 1e308, -1e308, 0.1),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 12 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'then'];
const pollutionPayload = fc.constantFrom<unknown>(
  { polluted: true },
  { role: 'admin', isAdmin: true },
  { prototype: { polluted: true } },
  { toString: 'x' },
  'x',
  1,
  null,
  [],
);

/** Own properties named like the prototype chain, as JSON.parse makes them. */
export function withOwnKeys(
  target: Record<string, unknown>,
  entries: [string, unknown][],
): Record<string, unknown> {
  for (const [key, value] of entries)
    Object.defineProperty(target, key, { value, enumerable: true, writable: true });
  return target;
}

export const pollutionEntries = fc.array(
  fc.tuple(fc.constantFrom(...POLLUTION_KEYS), pollutionPayload),
  { minLength: 1, maxLength: 3 },
);

export const pollutionObject: fc.Arbitrary<unknown> = pollutionEntries.map((entries) =>
  withOwnKeys({}, entries),
);

/** Any of the above: what goes where a field's value or the whole input belongs. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: unicodeString },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: pollutionObject },
);
