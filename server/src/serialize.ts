import superjson, { type SuperJSONResult } from 'superjson';

// A value this writer leaves to superjson: anything but JSON's own values and Dates, and
// what superjson marks beyond their types (an object reached twice, a cycle).
const UNUSUAL = Symbol('unusual');

// What superjson's meta.values holds for a value with annotations below its root.
type Values = Record<string, [TypeName]>;
type TypeName = 'Date' | 'undefined';

/**
 * superjson's `serialize`, the same payload for the same value, written in one pass
 * without superjson's bookkeeping for what this app sends: JSON's own values, Dates and
 * `undefined` properties (every event and reply). Anything else (a Map, a class, NaN, a
 * key with a dot, an object reached twice) goes to superjson itself. superjson's walk was
 * about 4% of the app's CPU at saturation, this one is under 2% (docs/benchmarks.md).
 */
export function serialize(value: unknown): SuperJSONResult {
  const values: Values = {};
  const path: string[] = [];
  const seen = new Set<object>();

  const walk = (v: unknown): unknown => {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return v;
      case 'number':
        return Number.isFinite(v) && !Object.is(v, -0) ? v : UNUSUAL;
      case 'object':
        break;
      default:
        return UNUSUAL;
    }
    if (v === null) return null;
    if (seen.has(v)) return UNUSUAL;
    seen.add(v);
    if (v instanceof Date) {
      if (Number.isNaN(v.getTime()) || path.length === 0) return UNUSUAL;
      values[path.join('.')] = ['Date'];
      return v.toISOString();
    }
    if (Array.isArray(v)) {
      let copy: unknown[] | undefined;
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        // A hole or undefined: superjson tells them apart.
        if (item === undefined) return UNUSUAL;
        path.push(String(i));
        const json = walk(item);
        path.pop();
        if (json === UNUSUAL) return UNUSUAL;
        if (json !== item) (copy ??= v.slice())[i] = json;
      }
      return copy ?? v;
    }
    if (Object.getPrototypeOf(v) !== Object.prototype) return UNUSUAL;
    const record = v as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(record)) {
      // superjson escapes such keys in its paths, and refuses the prototype's names.
      if (key.includes('.') || key.includes('\\') || key === '__proto__') return UNUSUAL;
      if (key === 'constructor' || key === 'prototype') return UNUSUAL;
      const item = record[key];
      path.push(key);
      let json: unknown;
      if (item === undefined) {
        values[path.join('.')] = ['undefined'];
        json = null;
      } else {
        json = walk(item);
      }
      path.pop();
      if (json === UNUSUAL) return UNUSUAL;
      if (json !== item) (copy ??= { ...record })[key] = json;
    }
    return copy ?? record;
  };

  const json = walk(value);
  if (json === UNUSUAL) return superjson.serialize(value);
  for (const _ in values) return { json: json as SuperJSONResult['json'], meta: { values, v: 1 } };
  return { json: json as SuperJSONResult['json'] };
}
