import { detectAll } from 'tinyld/light';

/**
 * The languages whose material the search stems in its own way: each has a text search
 * configuration, teachchat_<name> (Migration20261128191000: PostgreSQL's Snowball stemmer of
 * that language, without its stop list; accents folded by unaccent, except in English, whose
 * configuration is as it was), and PostgreSQL's built-in configuration of the same name
 * says which of a question's words are its stop words. Material in another language is
 * searched with the English configuration.
 */
export const MATERIAL_LANGUAGES = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  it: 'italian',
  pt: 'portuguese',
  nl: 'dutch',
} as const;
export type MaterialLanguage = keyof typeof MATERIAL_LANGUAGES;

export function isMaterialLanguage(code: string | null | undefined): code is MaterialLanguage {
  return code != null && Object.hasOwn(MATERIAL_LANGUAGES, code);
}

/** The language a file's chunks are stemmed in: its own when the search knows it. */
export function searchLanguage(code: string | null | undefined): MaterialLanguage {
  return isMaterialLanguage(code) ? code : 'en';
}

// Detection reads this much of a file: its language shows in the first pages, and tinyld
// takes about 1 ms a thousand characters.
const SAMPLE = 10_000;
// tinyld's best guess counts when it has this share of its votes and this many times the
// runner-up's: a sentence of German gets 0.07 against 0.04 for Dutch, a page 0.5 or more;
// a list of names and addresses splits its votes evenly (0.044 against 0.041).
const MIN_ACCURACY = 0.05;
const MARGIN = 1.5;
const SEARCHED = Object.keys(MATERIAL_LANGUAGES);

function clearBest(guesses: { lang: string; accuracy: number }[]): string | null {
  const [best, next] = guesses;
  if (!best || best.accuracy < MIN_ACCURACY) return null;
  return !next || best.accuracy >= MARGIN * next.accuracy ? best.lang : null;
}

/**
 * The language of a text as an ISO 639-1 code ("es"), or null when it has too little prose
 * to tell (numbers, code, names). tinyld's light model (15/15 course sentences and 16/17
 * short questions in the seven material languages; franc-min 14/17), asked first among the
 * material languages: among all of them it took five of the Vim tutor's 85 command-heavy
 * lessons in English and Spanish for Russian or Hungarian. A text in another script
 * (Cyrillic, Greek…) is named as all of tinyld's languages read it.
 */
export function detectLanguage(text: string): string | null {
  const sample = text.slice(0, SAMPLE);
  const searched = detectAll(sample, { only: SEARCHED });
  // None of their letter sequences at all: another script.
  return clearBest(searched.length > 0 ? searched : detectAll(sample));
}

/** The language of a file from its passages, read in order up to the sample's length. */
export function languageOfPassages(texts: Iterable<string>): string | null {
  let sample = '';
  for (const text of texts) {
    sample += `${text}\n`;
    if (sample.length >= SAMPLE) break;
  }
  return detectLanguage(sample);
}

// Words that ask rather than name a topic in each language: what a question asks of its
// subject ("¿qué diferencia hay…?", "à quoi sert…"), for more ("un ejemplo"), politely, and
// the verbs a question is built with ("how do I…": "¿cómo hago…?", "comment faut-il…"),
// with the grammar PostgreSQL's stop lists leave out (its French list lacks "les" and
// "cette"). They are read as stop words beside those lists, in the search's coverage and
// in the offline answer's choice of sentences. English has its own in follow-up.ts and
// answer/unit-score.ts.
const ASKING: Record<Exclude<MaterialLanguage, 'en'>, string> = {
  es:
    'qué cuál cuáles cómo cuándo dónde quién quiénes cuánto cuántos cuántas porqué favor ' +
    'explica explicar explícame explicación ejemplo ejemplos significa significan significado ' +
    'definición define diferencia diferencias diferente diferentes distingue comparar compara ' +
    'sirve sirven usa usan usar uso utiliza utilizar funciona funcionan puedes podrías dime ' +
    'decir da dame dar otro otra sencillo sencilla simple resume resumen hay ' +
    'hago hace hacen hacer haga hacemos voy va van ir vaya vamos puedo puede pueden poder ' +
    'podemos quiero quiere necesito necesita debo debe',
  fr:
    'qu quoi quel quelle quels quelles comment pourquoi quand où combien explique expliquer ' +
    'expliquez explication exemple exemples signifie signifient signification définition ' +
    'définir différence différences différent différente différents distingue comparer ' +
    'compare sert servent utilise utiliser utilisation fonctionne fonctionnent peux pouvez ' +
    'dis dire donne donner autre simple simplement résume résumé plaît ya ' +
    'les cet cette cela ça ceci celui celle ceux celles dont lequel laquelle chaque tout tous ' +
    'toute toutes aussi très alors donc puis si comme sans sous vers chez entre ' +
    'est sont suis être ai avoir fais fait faire faut vais va aller peut pouvoir dois doit ' +
    'veux veut',
  de:
    'was wie warum wieso weshalb wozu wann wo wer welche welcher welches erkläre erklären ' +
    'erklärung beispiel beispiele bedeutet bedeutung definition unterschied unterschiede ' +
    'unterscheidet vergleiche vergleichen benutzt benutzen verwendet verwenden funktioniert ' +
    'kannst gib bitte einfach mache macht machen gehe geht kann können muss will',
  it:
    'cosa cos come perché quando dove chi quale quali quanto spiega spiegare spiegazione ' +
    'esempio esempi significa significato definizione differenza differenze diverso diversi ' +
    'confronta serve servono usa usare funziona puoi dammi semplice faccio fa fare vado va ' +
    'andare posso può devo voglio',
  pt:
    'que qual quais como porque porquê quando onde quem quanto explica explicar explicação ' +
    'exemplo exemplos significa significado definição diferença diferenças diferente ' +
    'compara serve servem usa usar funciona podes pode dá simples faço faz fazer vou vai ir ' +
    'posso devo quero',
  nl:
    'wat hoe waarom wanneer waar wie welke welk leg uit uitleg uitleggen voorbeeld ' +
    'voorbeelden betekent betekenis definitie verschil verschillen vergelijk gebruik ' +
    'gebruikt werkt kun kunt geef eenvoudig doe doet doen ga gaat gaan kan kunnen moet wil',
};

/** A word folded as the configurations fold it: lower case, without accents. */
export function folded(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

const ASKING_WORDS = new Map(
  Object.entries(ASKING).map(([lang, words]) => [lang, new Set(words.split(' ').map(folded))]),
);

/** Whether a word only asks, in one of these languages (English's are elsewhere). */
export function asksInLanguages(word: string, languages: readonly string[]): boolean {
  const w = folded(word);
  return languages.some((lang) => ASKING_WORDS.get(lang)?.has(w) === true);
}

// How a follow-up opens in each language ("¿Y cómo…?", "Et dans…"), beside English's "and",
// "but" (follow-up.ts); only words that open no standalone question.
const GOES_ON = /^[\s¿¡"'«(]*(?:y|pero|et|mais|und|aber|mas|maar)\b/iu;

// Pronouns that stand for something said before, which no article shares a spelling with
// ("¿cómo lo creo?", "comment faire ça ?"): "la", "le" are articles as often.
const ANAPHORS = new Set(
  'lo eso esto ello él ella ellos ellas ça cela ceci celui celle ceux celles'.split(' '),
);

/** Opens as a continuation of the conversation in one of the material languages. */
export function goesOnInLanguages(question: string): boolean {
  return GOES_ON.test(question);
}

/** Stands for something said before, in one of the material languages. */
export function pointsBackInLanguages(word: string): boolean {
  return ANAPHORS.has(word);
}
