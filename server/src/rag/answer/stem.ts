import { adjectiveBase } from '../search/adjective-degrees.ts';
import { irregularBase } from '../search/irregular-verbs.ts';

// Suffixes of English inflection and derivation, longest first: enough to match "differ",
// "different" and "difference", or "table" and "tables", in the offline responder.
const SUFFIXES = [
  'ational',
  'ization',
  'fulness',
  'iveness',
  'ousness',
  'ations',
  'ation',
  'ences',
  'ances',
  'ments',
  'ingly',
  'ence',
  'ance',
  'ment',
  // The plurals of "-ion" and "-ent", so that "functions" and "function" meet at "funct".
  'ions',
  'ents',
  'ings',
  'edly',
  'ies',
  'ing',
  'ion',
  'ent',
  'ed',
  'es',
  'ly',
  's',
];

// Suffixes that double a verb's last consonant: "run", "running".
const UNDOUBLED = new Set(['ing', 'ings', 'ingly', 'ed', 'edly']);

/** A light English stem: a word without its common suffix and final e, a final y read as i
 * ("galaxy", "galaxies"), at least 3 letters. */
export function stem(word: string): string {
  // Accents folded, as the search's configurations fold them: "transacción" and
  // "transacciones" meet at "transaccion".
  let w = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]s$/, '');
  // "wrote" and "written" are "write"; "biggest" is "big".
  w = irregularBase(w) ?? adjectiveBase(w) ?? w;
  if (w.length <= 3 || /\d/.test(w)) return w;
  for (const suffix of SUFFIXES) {
    if (
      w.endsWith(suffix) &&
      w.length - suffix.length >= 3 &&
      !(suffix === 's' && w.endsWith('ss'))
    ) {
      // "galaxies" and "galaxy" meet at "galaxi".
      w = w.slice(0, -suffix.length) + (suffix === 'ies' ? 'i' : '');
      // "running", "stopped" and "openning" are "run", "stop", "open" ("added" stays "add";
      // "called", "passed", "stuffed" keep their double).
      if (UNDOUBLED.has(suffix) && /([bdgkmnprtv])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
      break;
    }
  }
  return w.length > 3 ? w.replace(/e$/, '').replace(/y$/, 'i') : w;
}
