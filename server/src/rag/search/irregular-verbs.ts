import { createRequire } from 'node:module';

// English irregular verbs, WordNet-derived (english-verbs-irregular): their base form and,
// for each sense, the past and the past participle ("write": "wrote", "written").
const VERBS = createRequire(import.meta.url)('english-verbs-irregular/dist/verbs.json') as Record<
  string,
  string[][]
>;

/** A form spelt by the regular rule, which the stemmer already reads ("installed",
 * "travelled" beside the lists' "instal", "travel"). */
const regular = (form: string, base: string) =>
  [`${base}ed`, `${base}d`, `${base}${base.slice(-1)}ed`, `${base.slice(0, -1)}ied`].includes(form);

/**
 * Each irregular past or participle and the base it comes from: "wrote" and "written" are
 * "write", "undid" is "undo". A form that is itself another verb's base ("found", "saw",
 * "lay") is left out: it cannot be told which is meant.
 */
const BASE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(VERBS).flatMap(([base, senses]) =>
    senses
      .flat()
      .filter((form) => form !== base && !Object.hasOwn(VERBS, form) && !regular(form, base))
      .map((form) => [form, base] as const),
  ),
);

/** The base form of an English irregular past or participle ("took" → "take"), or none. */
export function irregularBase(word: string): string | undefined {
  return BASE_OF.get(word);
}

/** The forms of an English irregular verb besides the one written: "wrote" → "write",
 * "written"; "write" → "wrote", "written". */
export function irregularForms(word: string): string[] {
  const base = BASE_OF.get(word) ?? (Object.hasOwn(VERBS, word) ? word : undefined);
  if (!base) return [];
  const forms = [base, ...(VERBS[base] ?? []).flat()].filter(
    (f) => f === base || !Object.hasOwn(VERBS, f),
  );
  return [...new Set(forms)].filter((f) => f !== word);
}
