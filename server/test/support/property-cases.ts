import fc from 'fast-check';
import { hostileValue } from './hostile-values.ts';
import { fieldObject, type JsonSchema, type Pools } from './input-shapes.ts';
import { httpGarbage, wsGarbage, type WsGarbage } from './transport-garbage.ts';
import type { HttpRequest } from './trpc-wire.ts';
import { validInputs } from './valid-inputs.ts';
import type { ZodType } from 'zod';

/** A procedure as the property sees it: where it is, how it is called, what it takes. */
export interface Procedure {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  input?: ZodType;
  json?: JsonSchema;
}

export type Payload =
  | { kind: 'value'; value: unknown }
  /** A valid input whose rows (RowRefs) are named when it is sent. */
  | { kind: 'valid'; template: Record<string, unknown> }
  | { kind: 'http'; request: Omit<HttpRequest, 'path'> & { path?: string } }
  | { kind: 'ws'; garbage: WsGarbage };

/** A generated input, printed briefly (a 100 kB string as its start and length). */
export class Case {
  readonly label: string;
  readonly payload: Payload;
  constructor(label: string, payload: Payload) {
    this.label = label;
    this.payload = payload;
  }
  [fc.toStringMethod]() {
    const p = this.payload;
    const shown =
      p.kind === 'value'
        ? preview(p.value)
        : p.kind === 'valid'
          ? preview(p.template)
          : p.kind === 'http'
            ? `${p.request.method} ${preview(p.request.query ?? '')} ${preview(p.request.body ?? '')} ${p.request.contentType ?? ''}`
            : p.garbage.kind === 'request'
              ? preview(p.garbage.frame(0))
              : preview(String(p.garbage.frame));
    return `${this.label}: ${shown}`;
  }
}

export function preview(value: unknown, depth = 0): string {
  if (typeof value === 'string')
    return value.length > 80
      ? `${JSON.stringify(value.slice(0, 40))}…(${value.length} chars)`
      : JSON.stringify(value);
  if (value instanceof Uint8Array) return `bytes[${value.length}]`;
  if (depth > 4) return '…';
  if (Array.isArray(value))
    return `[${value
      .slice(0, 5)
      .map((v) => preview(v, depth + 1))
      .join(',')}${value.length > 5 ? ',…' : ''}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${preview(v, depth + 1)}`)
      .join(',')}}`;
  return String(value);
}

/** What the property sends to one procedure: values, field objects and broken transport. */
export function cases(p: Procedure, pools: Pools): fc.Arbitrary<Case> {
  const fields = Object.keys(p.json?.properties ?? {});
  const value = (label: string) => (v: unknown) => new Case(label, { kind: 'value', value: v });
  const arbitraries: fc.WeightedArbitrary<Case>[] = [
    { weight: 3, arbitrary: hostileValue.map(value('hostile value')) },
  ];
  if (p.input && p.json && fields.length) {
    arbitraries.push(
      {
        weight: 3,
        arbitrary: fieldObject(p.input, p.json, pools, 'hostile').map(
          value('real fields, hostile values'),
        ),
      },
      {
        weight: 3,
        arbitrary: fieldObject(p.input, p.json, pools, 'nasty').map(
          value('real fields, nasty text'),
        ),
      },
    );
  }
  arbitraries.push({
    weight: 2,
    arbitrary:
      p.type === 'subscription'
        ? wsGarbage(p.path, fields).map(
            (garbage) => new Case('broken frame', { kind: 'ws', garbage }),
          )
        : httpGarbage(p.path, p.type, fields).map(
            (request) => new Case('broken request', { kind: 'http', request }),
          ),
  });
  return fc.oneof(...arbitraries);
}

/** Valid inputs with one hostile field, for a mutation that takes an input. */
export function validCases(p: Procedure, pools: Pools): fc.Arbitrary<Case> | undefined {
  if (p.type !== 'mutation' || !p.input || !p.json) return undefined;
  return validInputs(p.path, p.input, p.json, pools).map(
    (template) => new Case('valid, one field hostile', { kind: 'valid', template }),
  );
}
