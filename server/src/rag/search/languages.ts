import { franc } from 'franc-min';
import { infinitivesOf } from './verb-forms.ts';

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

// Detection reads this much of a file: its language shows in the first pages, and
// franc-min takes about 3 ms for it.
const SAMPLE = 10_000;
// franc's codes (ISO 639-3) of the material languages.
const FRANC_CODES: Record<string, MaterialLanguage> = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  deu: 'de',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
};
const SEARCHED = Object.keys(FRANC_CODES);
// Fewer words than this (of three letters or more) is too little prose to tell: franc names
// a language for any ten characters, a table of numbers included.
const MIN_WORDS = 5;

/**
 * The language of a text: the ISO 639-1 code of a material language ("es"), franc's ISO
 * 639-3 code of another ("rus"), or null when it has too little prose to tell (numbers,
 * code, a few words). franc-min (MIT, 1.7 MB of heap) named every one of 1,296 files right:
 * the PostgreSQL manual's pages and the Vim tutor's lessons in English, Spanish and
 * French. tinyld's light model, better on single sentences, took eleven of those English
 * pages for German, Dutch or Portuguese, and eld needs 46 MB. Asked among the material
 * languages first; among all of franc's only when none of them fits (another script).
 */
export function detectLanguage(text: string): string | null {
  const sample = text.slice(0, SAMPLE);
  if ((sample.match(/\p{L}{3,}/gu)?.length ?? 0) < MIN_WORDS) return null;
  const searched = franc(sample, { only: SEARCHED });
  if (searched !== 'und') return FRANC_CODES[searched] ?? null;
  const other = franc(sample);
  return other === 'und' ? null : other;
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
// in the offline answer's choice of sentences, and so is every form of a verb listed in the
// infinitive ("diferenciar": "¿en qué se diferencian?"; verb-forms.ts). English has its own
// in follow-up.ts and answer/unit-score.ts.
const ASKING: Record<Exclude<MaterialLanguage, 'en'>, string> = {
  es:
    'qué cuál cuáles cómo cuándo dónde quién quiénes cuánto cuántos cuántas porqué favor ' +
    'explica explicar explícame explicación ejemplo ejemplos significa significan significado ' +
    'definición define diferencia diferencias diferente diferentes distingue comparar compara ' +
    'sirve sirven usa usan usar uso utiliza utilizar funciona funcionan puedes podrías dime ' +
    'decir da dame dar otro otra sencillo sencilla simple resume resumen hay ' +
    'hago hace hacen hacer haga hacemos voy va van ir vaya vamos puedo puede pueden poder ' +
    'podemos quiero quiere necesito necesita debo debe explicar diferenciar significar ' +
    'definir distinguir comparar utilizar funcionar servir necesitar querer deber decir ' +
    'tardar tomar poner',
  fr:
    'qu quoi quel quelle quels quelles comment pourquoi quand où combien explique expliquer ' +
    'expliquez explication exemple exemples signifie signifient signification définition ' +
    'définir différence différences différent différente différents distingue comparer ' +
    'compare sert servent utilise utiliser utilisation fonctionne fonctionnent peux pouvez ' +
    'dis dire donne donner autre simple simplement résume résumé plaît ya ' +
    'les cet cette cela ça ceci celui celle ceux celles dont lequel laquelle chaque tout tous ' +
    'toute toutes aussi très alors donc puis si comme sans sous vers chez entre ' +
    'est sont suis être ai avoir fais fait faire faut vais va aller peut pouvoir dois doit ' +
    'veux veut expliquer signifier définir différencier distinguer utiliser servir ' +
    'fonctionner devoir vouloir donner venir prendre prend prends prennent mettre met mets',
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
  return languages.some((lang) => {
    const asking = ASKING_WORDS.get(lang);
    return (
      asking !== undefined &&
      (asking.has(w) || infinitivesOf(word, lang).some((f) => asking.has(folded(f))))
    );
  });
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
