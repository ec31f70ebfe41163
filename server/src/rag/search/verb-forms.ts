import { irregularForms } from './irregular-verbs.ts';

/**
 * The infinitives a verb form may belong to, by the regular rules of its language (in
 * English, an irregular verb's other forms: "wrote" → "write", "written"): what a
 * question writes in the first or second person ("¿cómo abro…?", "¿cómo deshago…?", "je
 * viens de…") where material writes the infinitive ("para abrir", "deshacer", "venir").
 * Snowball stems most regular forms alike, but not short verbs ("abro" → "abro", "abrir" →
 * "abrir"), irregular first persons ("deshago" → "deshag", "deshacer" → "deshac") nor changed
 * stems ("vuelvo", "volver"). Candidates, not answers: most are no word at all ("abrar"),
 * and the search keeps only those its word list knows and the material holds.
 */
export function infinitivesOf(word: string, language: string): string[] {
  const w = word.toLowerCase();
  const found =
    language === 'es'
      ? spanish(w)
      : language === 'fr'
        ? french(w)
        : language === 'en'
          ? irregularForms(w)
          : [];
  return [...new Set(found)].filter((f) => f !== w);
}

// The present-tense endings of the persons a student asks in, and of the subjunctive a
// polite imperative borrows ("abra", "explique"), by conjugation. A second person's
// subjunctive of an -ar verb ("funciones") is left out: it is spelt as plural nouns are
// ("las funciones").
const ES_ENDINGS: [string, string[]][] = [
  ['ar', ['amos', 'áis', 'as', 'an', 'en', 'o', 'a', 'e']],
  ['er', ['emos', 'éis', 'es', 'en', 'an', 'o', 'e', 'a']],
  ['ir', ['imos', 'es', 'en', 'an', 'ís', 'o', 'e', 'a']],
];
const VOWEL = /[aeiouáéíóú]$/u;

function spanish(w: string): string[] {
  const out: string[] = [];
  for (const [infinitive, endings] of ES_ENDINGS)
    for (const ending of endings) {
      if (!w.endsWith(ending) || w.length - ending.length < 2) continue;
      const base = w.slice(0, -ending.length);
      for (const b of spanishStems(base, ending)) {
        out.push(`${b}${infinitive}`);
        if (infinitive === 'er' && VOWEL.test(b)) out.push(`${b}r`); // veo → ver
      }
    }
  return out;
}

/** What a Spanish verb's stem may have been before a person's ending changed it. */
function spanishStems(base: string, ending: string): string[] {
  const bases = [base];
  if (/^[oa]/u.test(ending)) {
    // hago → hacer, conozco → conocer, pongo → poner, traigo → traer, escojo → escoger,
    // construyo → construir, distingo → distinguir.
    if (base.endsWith('zc')) bases.push(`${base.slice(0, -2)}c`);
    if (base.endsWith('ig')) bases.push(base.slice(0, -2));
    if (base.endsWith('g')) bases.push(base.slice(0, -1), `${base.slice(0, -1)}c`, `${base}u`);
    if (base.endsWith('j')) bases.push(`${base.slice(0, -1)}g`);
    if (base.endsWith('uy')) bases.push(base.slice(0, -1));
  } else if (ending.startsWith('e')) {
    // explique → explicar, pague → pagar, empiece → empezar.
    if (base.endsWith('qu')) bases.push(`${base.slice(0, -2)}c`);
    if (base.endsWith('gu')) bases.push(base.slice(0, -1));
    if (base.endsWith('c')) bases.push(`${base.slice(0, -1)}z`);
  }
  // A stressed stem's vowel: vuelvo → volver, cierro → cerrar, pido → pedir.
  for (const b of [...bases]) {
    if (/ue[^aeiou]*$/u.test(b)) bases.push(b.replace(/ue([^aeiou]*)$/u, 'o$1'));
    if (/ie[^aeiou]*$/u.test(b)) bases.push(b.replace(/ie([^aeiou]*)$/u, 'e$1'));
    if (/i[^aeiou]+$/u.test(b)) bases.push(b.replace(/i([^aeiou]+)$/u, 'e$1'));
  }
  return bases;
}

// The present's endings (and the imperative's, the same) of -er verbs, and of the others
// (finir, prendre, voir, mettre, sortir).
const FR_ENDINGS: [string[], string[]][] = [
  [['er'], ['ent', 'ons', 'ez', 'es', 'e']],
  [
    ['ir', 're', 'r', 'tre', 'tir'],
    ['ent', 'ons', 'ez', 's', 'x', 't'],
  ],
];

function french(w: string): string[] {
  const out: string[] = [];
  for (const [infinitives, endings] of FR_ENDINGS)
    for (const ending of endings) {
      if (!w.endsWith(ending) || w.length - ending.length < 2) continue;
      const base = w.slice(0, -ending.length);
      const bases = [base];
      // viens → venir, tiens → tenir; connais → connaître.
      if (/ien$/u.test(base)) bases.push(base.replace(/ien$/u, 'en'));
      if (/ai$/u.test(base)) bases.push(`${base}t`);
      // supprime → supprimer, finis → finir, prends → prendre, écris → écrire, vois →
      // voir, mets → mettre, sors → sortir.
      for (const b of bases) for (const inf of infinitives) out.push(`${b}${inf}`);
    }
  return out;
}
