import fc from 'fast-check';
import { z } from 'zod';
import {
  hostileValue,
  hugeString,
  pollutionEntries,
  unicodeString,
  withOwnKeys,
} from './hostile-values.ts';

/** The parts of a JSON schema (as zod writes it) that input generation reads. */
export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Real values from the test database, so generated inputs can reach past "not found". */
export interface Pools {
  /** Ids by what they identify: activity, course, student, teacher, message, notification, any. */
  ids: Record<string, string[]>;
  emails: string[];
  courseCodes: string[];
}

/** Real ids for a field, chosen by its name (`activityId` → activities, `id` → any). */
function idsFor(key: string, pools: Pools): string[] {
  const kind = ['activity', 'course', 'student', 'teacher', 'message'].find((k) =>
    key.toLowerCase().startsWith(k),
  );
  const ids = pools.ids[kind ?? (key === 'lastEventId' ? 'notification' : 'any')];
  return ids?.length ? ids : (pools.ids.any ?? []);
}

export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A free-text field: a string with no format, pattern or fixed choices. */
export function isFreeText(schema: JsonSchema): boolean {
  if (schema.anyOf) return schema.anyOf.some(isFreeText);
  if (schema.type === 'array') return !!schema.items && isFreeText(schema.items);
  return schema.type === 'string' && !schema.format && !schema.pattern && !schema.enum;
}

/** A value a real client could well send for the field. */
export function plausibleValue(
  schema: JsonSchema,
  key: string,
  pools: Pools,
): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => plausibleValue(s, key, pools)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid')
        return fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...idsFor(key, pools)) },
          { weight: 1, arbitrary: fc.uuid() },
        );
      if (/email/i.test(key)) return fc.constantFrom(...pools.emails);
      if (/code/i.test(key)) return fc.constantFrom(...pools.courseCodes);
      return fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 50, 50) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausibleValue(schema.items ?? {}, key, pools), { maxLength: 3 });
    default:
      return hostileValue;
  }
}

const ABSENT = Symbol('absent');

/** Text that fits a free-text field's length but not its spirit (NUL, lone surrogates, …). */
const nastyText = (schema: JsonSchema, key: string, pools: Pools) =>
  fc.oneof(
    { weight: 4, arbitrary: unicodeString },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: plausibleValue(schema, key, pools) },
  );

/**
 * Objects that carry the input's real field names, with sometimes prototype-pollution
 * keys beside them.
 * - `hostile`: each field absent, plausible or hostile; only objects the procedure's own
 *   schema refuses, so each must be refused.
 * - `nasty`: plausible ids, choices and numbers, with nasty text in the free-text fields;
 *   many are valid, reach the handler and the database, and must be stored as sent.
 */
export function fieldObject(
  schema: z.ZodType,
  json: JsonSchema,
  pools: Pools,
  mode: 'hostile' | 'nasty',
): fc.Arbitrary<Record<string, unknown>> {
  const absent = fc.constant<unknown>(ABSENT);
  const fieldValue = (key: string, s: JsonSchema): fc.Arbitrary<unknown> => {
    if (mode === 'hostile')
      return fc.oneof(
        { weight: 1, arbitrary: absent },
        { weight: 2, arbitrary: plausibleValue(s, key, pools) },
        { weight: 2, arbitrary: hostileValue },
      );
    const value = isFreeText(s) ? nastyText(s, key, pools) : plausibleValue(s, key, pools);
    if (json.required?.includes(key)) return value;
    return fc.oneof({ weight: 1, arbitrary: absent }, { weight: 4, arbitrary: value });
  };
  const fields = Object.entries(json.properties ?? {}).map(([key, s]) =>
    fieldValue(key, s).map((value) => [key, value] as const),
  );
  const objects = fc
    .tuple(fc.tuple(...fields), fc.option(pollutionEntries, { freq: 2 }))
    .map(([entries, pollution]) => {
      const target: Record<string, unknown> = {};
      for (const [key, value] of entries) if (value !== ABSENT) target[key] = value;
      return pollution ? withOwnKeys(target, pollution) : target;
    });
  return mode === 'hostile' ? objects.filter((o) => !schema.safeParse(o).success) : objects;
}
