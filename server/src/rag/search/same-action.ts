import { stem } from '../answer/stem.ts';
import { type TermPlan, withFellows, withForm } from './plan.ts';
import { infinitivesOf } from './verb-forms.ts';
import type { KnownWord } from './vocabulary-lookup.ts';
import type { QuestionWord } from './words.ts';

// Verbs that say the same of what a student does with material, read as one: "how do I
// delete objects?" is answered by "to remove objects, use rm()"; and a few other words that
// students swap for the material's ("a whole line", "a complete line"). General English,
// not any subject's; material in another language simply holds none of them.
const SAME_ACTION = [
  'make create construct build generate',
  'remove delete drop erase',
  'show display print see view',
  'get obtain retrieve extract fetch',
  'change modify alter edit',
  'check test verify',
  'begin start',
  'end stop finish terminate',
  'find locate search look',
  'combine join merge concatenate',
  'run execute launch',
  'exit quit leave',
  'whole entire complete',
  'normal regular ordinary usual',
  'big large',
  'mistake error',
  'folder directory',
];
// The same groups in Spanish and French, by infinitive: a question's verb form is read as
// its infinitives ("¿cómo quito…?" → quitar, verb-forms.ts) to find its group.
const SAME_ACTION_ES = [
  'crear hacer construir generar',
  'eliminar borrar quitar suprimir',
  'mostrar visualizar imprimir ver',
  'obtener conseguir recuperar extraer',
  'cambiar modificar alterar editar',
  'comprobar verificar',
  'empezar comenzar iniciar',
  'terminar acabar finalizar',
  'buscar encontrar localizar',
  'combinar unir juntar fusionar concatenar',
  'ejecutar lanzar',
  'salir abandonar',
  'entero entera completo completa',
  'normal habitual ordinario ordinaria',
  'error equivocación',
  'carpeta directorio',
];
const SAME_ACTION_FR = [
  'créer faire construire générer',
  'supprimer effacer enlever retirer',
  'afficher montrer imprimer voir',
  'obtenir récupérer extraire',
  'changer modifier éditer',
  'vérifier contrôler',
  'commencer démarrer',
  'terminer finir achever',
  'chercher rechercher trouver localiser',
  'combiner joindre fusionner concaténer',
  'exécuter lancer',
  'sortir quitter',
  'entier entière complet complète',
  'normal normale habituel habituelle ordinaire',
  'erreur faute',
  'dossier répertoire',
];
const GROUPS = [...SAME_ACTION, ...SAME_ACTION_ES, ...SAME_ACTION_FR].map((group) =>
  group.split(' '),
);
const GROUP_OF = new Map(GROUPS.flatMap((words) => words.map((w) => [stem(w), words] as const)));

/** The group of a question's verb: by its stem, or by its Spanish or French infinitive. */
const groupOf = (word: string) =>
  GROUP_OF.get(stem(word)) ??
  [...infinitivesOf(word, 'es'), ...infinitivesOf(word, 'fr')]
    .map((f) => GROUP_OF.get(stem(f)))
    .find((group) => group !== undefined);

/** The stem standing for a verb's whole group (the group's first verb), or the stem itself. */
export function actionOf(wordStem: string): string {
  const group = GROUP_OF.get(wordStem);
  return group ? stem(group[0] ?? wordStem) : wordStem;
}

/** The stem standing for a question's verb's group, found by its infinitive too ("¿cómo
 * salgo?" → salir, the group of "abandonar"), or undefined. */
export function actionOfVerb(word: string): string | undefined {
  const first = groupOf(word)?.[0];
  return first === undefined ? undefined : stem(first);
}

/** The other verbs of each action verb's group in the question, to look up as well. */
export function sameActionWords(words: QuestionWord[]): QuestionWord[] {
  return words.flatMap((w) =>
    w.code || w.name
      ? []
      : (groupOf(w.text) ?? [])
          .filter((other) => stem(other) !== stem(w.text))
          .map((text) => ({ text, code: false })),
  );
}

/**
 * The plan with each action verb's fellows that the material holds searched beside it and
 * counted as the same concept: a passage that says "remove" covers "delete".
 */
export function withSameActions(
  plan: TermPlan,
  words: QuestionWord[],
  known: ReadonlyMap<string, KnownWord>,
  chunks: number,
): TermPlan {
  return withFellows(plan, words, (w) => sameActionWords([w]), known, chunks);
}

// Words that ask to take back what an earlier question did ("and how do I undo that?").
const UNDOING = new Set(['undo', 'reverse', 'revert']);
// What undoes an action, where no prefix says it: "close" undoes "open".
const OPPOSITE = new Map(
  [
    'open close',
    'add remove',
    'show hide',
    'push pop',
    'start stop',
    'enable disable',
    'insert delete',
    'create delete',
    'install uninstall',
    'lock unlock',
    'select deselect',
  ]
    .map((pair) => pair.split(' '))
    .flatMap(([a = '', b = '']) => [
      [a, b],
      [b, a],
    ]),
);
// Prefixes that undo a verb ("unload", "disconnect"), put before it or in place of its own
// first two letters ("attach" → "detach", "encode" → "decode", "enable" → "disable").
const UNDO_PREFIXES = ['de', 'un', 'dis'];

/** The word of a follow-up that asks to undo what an earlier question did ("undo"). */
export function undoingWord(words: QuestionWord[]): QuestionWord | undefined {
  return words.find((w) => UNDOING.has(w.text) && !w.code);
}

/**
 * The words that would undo what earlier questions did ("detach" after "how do I attach a
 * data frame?", "close" after "open"), to look up: only those the material holds count.
 */
export function undoingWords(earlier: QuestionWord[][]): QuestionWord[] {
  return earlier
    .flat()
    .filter((w) => !w.code && !w.name && w.text.length >= 4)
    .flatMap((w) => [
      ...UNDO_PREFIXES.flatMap((prefix) => [prefix + w.text, prefix + w.text.slice(2)]),
      ...(OPPOSITE.has(w.text) ? [OPPOSITE.get(w.text) ?? ''] : []),
    ])
    .map((text) => ({ text, code: false }));
}

/**
 * A follow-up asking to undo, searched with the material's word for undoing that action in
 * place of "undo" ("And how do I detach that?"), counted as the same concept. Where the
 * material writes "undo" too (a manual beside the course), both are searched, as forms of
 * one word at its weight: a passage scores the better of the two.
 */
export function withUndoing<P extends TermPlan & { searched: string }>(
  plan: P,
  undo: QuestionWord | undefined,
  undoing: QuestionWord[],
  known: ReadonlyMap<string, KnownWord>,
  chunks: number,
): P {
  if (!undo) return plan;
  const found = undoing
    .map((w) => known.get(w.text))
    .find((k) => k?.lexeme && k.df !== null && !k.stop);
  if (!found?.lexeme || found.df === null) return plan;
  // Scored as "undo" where the material writes it too (withForm finds its term).
  const undoStem = known.get(undo.text)?.lexeme ?? undefined;
  return {
    ...plan,
    ...withForm(plan, [undo.text], { lexeme: found.lexeme, df: found.df }, chunks, undoStem),
    searched: plan.searched.replace(new RegExp(`\\b${undo.text}\\b`, 'iu'), found.text),
  };
}
