import fc from 'fast-check';
import type { ZodType } from 'zod';
import { unicodeString } from './hostile-values.ts';
import { isFreeText, type JsonSchema, plausibleValue, type Pools } from './input-shapes.ts';
import type { Reach } from './reach.ts';

/**
 * A row named when the input is sent, not when it is generated: the `pick`-th (wrapping)
 * of the rows of `kind` the caller may reach then (reach.ts), since earlier calls add
 * and take away rows. The refs of one input share a pick, so that two lists in the same
 * order (an enrollment's course and student) name the same row.
 */
export class RowRef {
  readonly kind: string;
  readonly pick: number;
  constructor(kind: string, pick: number) {
    this.kind = kind;
    this.pick = pick;
  }
}

/** A value no earlier input used (an email, a code), made when the input is sent. */
export class Unique {
  readonly make: (n: string) => string;
  constructor(make: (n: string) => string) {
    this.make = make;
  }
}

/** Names nothing, in the shape of an id; and an address no one has. */
const NO_ROW = '00000000-0000-4000-8000-000000000000';
const NO_EMAIL = 'nobody@example.edu';
let made = 0;

/** The input with each RowRef replaced by a row of the caller's reach, each Unique made. */
export function resolveRefs(value: unknown, reach: Reach): unknown {
  if (value instanceof RowRef) {
    const rows = reach[value.kind] ?? [];
    return rows[value.pick % rows.length] ?? (value.kind.endsWith('email') ? NO_EMAIL : NO_ROW);
  }
  if (value instanceof Unique)
    return value.make((++made).toString(36).toUpperCase().padStart(4, '0'));
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, reach));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, reach)]));
  return value;
}

/** Which rows an id field names, by the procedure and field, then by the field alone. */
const FIELD_KINDS: Record<string, string> = {
  'teacher.corrections.pin messageId': 'corrected',
  'teacher.corrections.remove messageId': 'corrected',
  'teacher.pseudonyms.reveal activityId': 'reviewed-activity',
  'teacher.pseudonyms.reveal studentEmail': 'pseudonym-email',
  'me.tokens.remove id': 'token',
  'admin.contactMessages.markRead id': 'contact',
  'admin.lti.update id': 'platform',
  'admin.lti.setDeployment id': 'deployment',
  'admin.lti.syncRoster contextId': 'context',
  'admin.privacy.erase id': 'student',
  'admin.terms.archiveCourse courseId': 'ended-course',
  'admin.terms.restoreCourse courseId': 'archived-course',
  'admin.courses.update id': 'spare-course',
  'admin.enrollments.remove courseId': 'enrollment-course',
  'admin.terms.startNextTerm courseId': 'termed-course',
  'teacher.courses.startNextTerm courseId': 'termed-course',
  'admin.enrollments.remove studentId': 'enrollment-student',
  'admin.courses id': 'course',
  'admin.teachers id': 'teacher',
  'admin.students id': 'student',
  activityId: 'activity',
  courseId: 'course',
  courseIds: 'course',
  studentId: 'student',
  studentIds: 'student',
  teacherId: 'teacher',
  messageId: 'message',
  noteId: 'note',
  questionId: 'question',
  conversationId: 'conversation',
  platformId: 'platform',
  termId: 'term',
  fromTermId: 'term',
  toTermId: 'term',
  ids: 'notification',
};

function kindOf(path: string, key: string): string | undefined {
  const resource = path.split('.').slice(0, 2).join('.');
  return FIELD_KINDS[`${path} ${key}`] ?? FIELD_KINDS[`${resource} ${key}`] ?? FIELD_KINDS[key];
}

/** Text a person would type: a few words, short enough for any field. */
const plainText = fc
  .array(fc.constantFrom('Ada', 'loops', 'week', 'two', 'notes', 'Cell', 'biology', 'review'), {
    minLength: 1,
    maxLength: 4,
  })
  .map((words) => words.join(' '));

const unique = (make: (n: string) => string) => fc.constant(new Unique(make));

/**
 * Fields with a form of their own (an address, a code, a URL): valid, never hostile.
 * Dates make a course that has ended, so that it can be archived.
 */
const FORMED: Record<string, fc.Arbitrary<unknown>> = {
  email: unique((n) => `p${n.toLowerCase()}@example.edu`),
  phone: fc.constant('+1 555 0100'),
  courseCode: unique((n) => `P${n}`),
  code: unique((n) => `T${n}`),
  issuer: unique((n) => `https://lms-${n.toLowerCase()}.example.edu`),
  authLoginUrl: fc.constant('https://lms.example.edu/auth'),
  accessTokenUrl: fc.constant('https://lms.example.edu/token'),
  jwksUrl: fc.constant('https://lms.example.edu/jwks'),
  frameOrigins: fc.constant(['https://lms.example.edu']),
  reason: fc.constant('Marking the final project with the student'),
  history: fc.constant([]),
  csv: unique((n) => `First Name,Last Name,Email\nAda,Lovelace,r${n.toLowerCase()}@example.edu`),
  startDate: fc.constant('2025-09-01'),
  endDate: fc.constant('2026-01-31'),
};

/** Fields naming a second row of the same kind as another field (copy from, copy into). */
const SECOND: Record<string, number> = { toTermId: 1 };

function validValue(path: string, key: string, schema: JsonSchema, pools: Pools, pick: number) {
  const formed = FORMED[key];
  if (formed) return formed;
  const kind = kindOf(path, key);
  const ref = new RowRef(kind ?? 'none', pick + (SECOND[key] ?? 0));
  if (kind) return fc.constant(schema.type === 'array' ? [ref] : ref);
  return validOf(schema, key, pools);
}

function validOf(schema: JsonSchema, key: string, pools: Pools): fc.Arbitrary<unknown> {
  const some = schema.anyOf?.find((s) => s.type !== 'null');
  if (some) return validOf(some, key, pools);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.type === 'array' && schema.items && isFreeText(schema.items))
    return fc.array(plainText, { minLength: 1, maxLength: 3 });
  if (schema.type === 'object' && !schema.properties) return fc.constant({});
  if (isFreeText(schema)) return plainText;
  return plausibleValue(schema, key, pools);
}

/** Text no keyboard makes (right-to-left overrides, joiners, SQL, markup), alone or in words. */
const hostileText = fc.oneof(
  { weight: 3, arbitrary: unicodeString },
  { weight: 1, arbitrary: fc.tuple(plainText, unicodeString).map((t) => t.join(' ')) },
);

/** Stand-ins for RowRefs, to ask the schema whether an input is valid before it is sent. */
const standIn = new Proxy({} as Reach, {
  get: (_, kind: string) => [kind.endsWith('email') ? 'a.b@example.edu' : NO_ROW],
});

/** The free-text fields a valid input may make hostile: the ones with no form of their own. */
export function hostileFields(path: string, json: JsonSchema): string[] {
  return Object.entries(json.properties ?? {})
    .filter(([key, s]) => isFreeText(s) && !FORMED[key] && !kindOf(path, key))
    .map(([key]) => key);
}

/**
 * Inputs the procedure's own schema accepts, made of values a real caller sends (rows it
 * may reach, an unused email or code), with one free-text field hostile where it has
 * one. The server should accept nearly all, and store what it accepts as sent.
 */
export function validInputs(
  path: string,
  schema: ZodType,
  json: JsonSchema,
  pools: Pools,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(json.properties ?? {});
  const hostileKeys = hostileFields(path, json);
  const base = fc
    .nat(1000)
    .chain((pick) =>
      fc.record(
        Object.fromEntries(
          properties.map(([key, s]) => [key, validValue(path, key, s, pools, pick)]),
        ),
      ),
    );
  const inputs = hostileKeys.length
    ? fc.tuple(base, fc.constantFrom(...hostileKeys), hostileText).map(([input, key, text]) => {
        const items = json.properties?.[key]?.type === 'array';
        return { ...input, [key]: items ? [text] : text };
      })
    : base;
  return inputs.filter((input) => schema.safeParse(resolveRefs(input, standIn)).success);
}
