import { infinitivesOf } from '../search/verb-forms.ts';

/**
 * What shape of answer a question asks for: "what is X?" wants a sentence that says what
 * X is, "how do I …?" steps or code, "why …?" a reason, "what is X for?" what it lets one
 * do, "difference between X and Y" both sides. The offline responder prefers sentences of
 * the matching shape among those that hold the question's words.
 */
export type FormKind =
  | 'define'
  | 'how'
  | 'why'
  | 'purpose'
  | 'compare'
  | 'when'
  | 'quantity'
  | 'who'
  | 'list'
  | 'example'
  | 'other';

export interface QuestionForm {
  kind: FormKind;
  /** What a "what is" or "what is it for" question asks about, or the two sides of a
   * comparison. */
  subjects: string[];
  /** "What does X do?": a sentence opening with X and saying what it does answers. */
  asksWhatItDoes?: boolean;
  /** Where the question places what it asks about ("in R", "in the sky"): said of the whole
   * material, it tells little of which sentence answers. */
  setting?: string;
  /** The verb a how-to asks to do ("remove" in "How do I remove the highlighting?"), as the
   * student wrote it and as infinitives ("borro", "borrar"); none for a verb that says little
   * of the action ("make", "get"). */
  action?: string[];
}

/** A sentence that says what something is: what "what is X?" asks for. */
export const DEFINING =
  /\b(?:(?:is|are) (?:called|known as|defined as|named)|(?:can|may) be (?:considered|thought of|regarded|described|seen|viewed) as|called|known as|refers? to|stands? for|means?|denotes|describes?|provides?|allows?|lets|represents?|consists? of|is|are|was|were|es|son|significa|se llama|est|sont|signifie|s'appelle|désigne)\b/iu;
// The shape of a sentence that answers each form of question.
const SHAPES: Record<FormKind, RegExp | null> = {
  define: DEFINING,
  // English, then Spanish and French: the imperatives and means of steps.
  how: /\b(?:use|using|used to|run|type|call|create|write|enter|press|click|set|add|by|with the|you can|can be|may be|to do|command|function|method|syntax|pulse|escriba|teclee|utilice|ejecute|puede usar|comando|tapez|appuyez|utilisez|entrez|exécutez|commande)\b/iu,
  why: /\b(?:because|since|so that|so|therefore|thus|hence|as a result|due to|the reason|this is why|which is why|causes?|caused|leads? to|results? in|in order to|means that|otherwise|porque|ya que|debido a|por eso|para que|parce que|puisque|c'est pourquoi|afin de|donc)\b/iu,
  // What a thing lets one do or is there for: "is used to", "are required to", "you can",
  // "lets you", "sirve para", "permet de".
  purpose:
    /\b(?:(?:used|required|needed|meant|designed|intended|necessary) (?:to|for)|can|could|may|lets?|allows?|enables?|helps?|in order to|so that|serves? to|useful|sirven? para|se usan? para|permiten?|pueden?|puedes?|ayuda|útil|sert à|servent à|permet|permettent|pouvez|peut|peuvent|utile)\b/iu,
  compare:
    /\b(?:whereas|while|unlike|but|however|in contrast|on the other hand|than|instead|differs?|difference|rather than|compared|both|whereas|same as|similar|mientras|pero|en cambio|a diferencia|alors que|tandis que|mais|contrairement|au lieu)\b/iu,
  when: /\b(?:\d{3,4}|century|before|after|during|until|whenever|years?|days?|hours?|months?|seasons?)\b/i,
  quantity:
    /\p{N}|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|billion|half|twice|most|least|at most|at least)\b/iu,
  who: /\b(?:by|discovered|invented|proposed|developed|named after|found|first)\b|\b\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+\b/u,
  list: /:$/,
  example: /\b(?:for example|for instance|e\.g\.|such as|example|consider|suppose)\b/i,
  other: null,
};
/** The sentence has the shape the form asks for: a reason for "why", a number for "how many". */
export function fitsForm(kind: FormKind, text: string): boolean {
  return SHAPES[kind]?.test(text) ?? false;
}

// The words that ask what a thing is for, in English, Spanish and French.
const ASKS_PURPOSE =
  /^(?:used|good|meant|needed|point|purpose|aim|goal|sirven?|usan?|utilizan?|sert|servent)$/u;

/** A word of the question that asks for its form, not its topic: "causes" of "What causes
 * it?", "sirve" of "¿Para qué sirve?". The shape's bonus weighs it instead. */
export function asksForm(kind: FormKind, word: string): boolean {
  if (kind === 'why') return fitsForm('why', word);
  return kind === 'purpose' && ASKS_PURPOSE.test(word.toLowerCase());
}

// Openings that only make a question polite or join it to the conversation.
const FILLER =
  /^(?:(?:ok(?:ay)?|so|and|but|also|then|please|hi|hello|thanks|well|um|hmm|y|et)[,\s]+|(?:can|could|would) you (?:please )?(?:tell me|explain|say|show me)\s+|i (?:want|would like|need) to know\s+|do you know\s+|tell me\s+|explain\s+)+/;

// English, then Spanish and French ("diferencia", "différence").
const COMPARE =
  /\b(?:differen(?:ce|ces|t)|differ|distinguish|compare[ds]?|comparison|versus|vs\.?|diferencias?|différences?)\b/;
const KINDS =
  '(?:steps|types|kinds|ways|parts|components|stages|phases|advantages|disadvantages|benefits|reasons|rules|properties|features|forms|categories|classes|methods|options|elements|examples)';
const LIST = new RegExp(
  `^(?:list|name|enumerate)\\b|^(?:what|which) (?:are|were) (?:the |some |all )?(?:\\w+ )?${KINDS}\\b|^(?:what|which) (?:\\w+ )?${KINDS} (?:of .+ )?(?:are there|exist)$`,
);
const HOW =
  /^how (?:do|does|did|can|could|should|would|to|is|are|was|were)\b|^(?:what is|what's) the (?:syntax|way|command|procedure)\b|^how\b(?! (?:many|much|long|often|old|far|big|large|small|fast))/;
const DEFINE =
  /^(?:what|who)(?: is|'s| are| was| were) (?:an? |the )?(.+?)$|^what (?:does|do) (.+?) (?:mean|stand for|do)$|^(?:define|definition of|meaning of) (?:an? |the )?(.+?)$|^what is meant by (.+?)$/;

// A yes-no question about what something is: "is the sun a star", "are whales fish".
const IS_IT =
  /^(?:is|are|was|were) (?:an? |the )?(.+?) (?:an?|the|really|always|still|also|just|actually)\s/;

// A closing "in X" of one or two words places the question ("What is a factor in R?", "How
// do I write a comment in R?", "great circles in the sky").
const SETTING = /\s+in\s+(?:the\s+)?([\p{L}\p{N}_+#.-]+(?:\s+[\p{L}\p{N}_+#.-]+)?)$/u;

/** The question's form, read from its words (lower case, without its final punctuation). */
export function questionForm(question: string): QuestionForm {
  const q = question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[?!.\s]+$/u, '')
    .replace(/^[¿¡\s]+/u, '')
    .replace(FILLER, '');
  const formed = formOf(q);
  const action = formed.kind === 'how' ? actionOf(q) : undefined;
  const form = action ? { ...formed, action } : formed;
  const setting = SETTING.exec(q)?.[1];
  if (!setting) return form;
  const subjects = form.subjects.map((s) => s.replace(SETTING, '') || s);
  return { ...form, subjects, setting };
}

// The verb right after a how-to's opening, in English, Spanish and French: "how do I
// remove…", "how to remove…", "¿cómo borro…?", "comment supprimer…".
// "¿cómo la cierro?", "comment l'effacer ?": past the pronouns before the verb.
const ACTION =
  /^(?:how (?:do|can|could|should|would|does|did|may|might|shall) (?:i|you|we|one|they|people|someone|python|r) |how to |cómo (?:(?:se|me|te|lo|la|los|las|le|les|nos|puedo|podemos|hago para) )*|comment (?:(?:puis-je|peut-on|faire pour|on|le|la|les|en|y) |l['’])*)(\p{L}[\p{L}'’-]*)/u;
// Verbs that carry a how-to's action in their object, not in themselves ("how do I make a
// search ignore case?", "how do I get the length?", "how do I undo that?"), by infinitive in
// Spanish and French.
const LIGHT_VERBS = new Set(
  [
    'make get go do have let use take put keep tell work undo',
    'hacer ir tener usar poner dejar funcionar deshacer',
    'faire aller avoir utiliser mettre laisser savoir fonctionner annuler',
  ].flatMap((verbs) => verbs.split(' ')),
);

function actionOf(q: string): string[] | undefined {
  const verb = ACTION.exec(q)?.[1];
  if (!verb) return undefined;
  const forms = [verb, ...['en', 'es', 'fr'].flatMap((language) => infinitivesOf(verb, language))];
  return forms.some((f) => LIGHT_VERBS.has(f)) ? undefined : forms;
}

// The same forms asked in Spanish and French, by their opening words: each reads as the
// English form does ("¿cómo…?" asks how, "qu'est-ce que X ?" what X is).
const OTHER_LANGUAGES: [RegExp, FormKind][] = [
  [/^(?:por qué|pourquoi)(?![\p{L}\p{N}])/u, 'why'],
  [/^(?:cuándo|en qué año|quand|en quelle année)(?![\p{L}\p{N}])/u, 'when'],
  [/^(?:cuánto|cuántos|cuántas|combien)(?![\p{L}\p{N}])/u, 'quantity'],
  [/^(?:quién|quiénes|qui)(?![\p{L}\p{N}])/u, 'who'],
  [/\b(?:ejemplo|exemple)s?\b/u, 'example'],
  [/^(?:cómo|comment)(?![\p{L}\p{N}])/u, 'how'],
];
// "What is X for?", "What would you use X for?", "What is the point of X?": what X lets one
// do. "Why use X?" asks for a reason, and stays a why.
const PURPOSE =
  /^(?:what|which)(?: is|'s| are| was| were) (?:an? |the )?(.+?) (?:used |good |meant |needed |there )?for$|^what (?:would|do|does|did|can|could|should|might) (?:you|i|we|one|people|someone) (?:use|need|want) (?:an? |the )?(.+?) for$|^what(?:'s| is) the (?:point|purpose|use|aim|goal) of (?:an? |the |using |having )?(.+)$/;
const PURPOSE_OTHER =
  /^para qu[eé] (?:sirven?|se usan?|se utilizan?) (?:el |la |los |las |un |una )?(.+)$|^(?:à|a) quoi (?:sert|servent) (?:le |la |les |un |une |l['’])?(.+)$/u;
// Articles before a subject, in English, Spanish and French.
const ARTICLES = /^(?:an?|the|el|la|los|las|un|una|le|les|une|des|du) |^l['’]/u;
const DEFINE_OTHER =
  /^(?:qué|que) (?:es|son|significa) (.+)$|^qu['’]est-ce (?:que|qu['’])(?: c['’]est que)? ?(.+)$|^(?:qué|que) (?:hace|fait) (.+)$/u;

/** A question in Spanish or French, read to one of the forms. */
function formInOtherLanguage(q: string): QuestionForm | undefined {
  const purpose = PURPOSE_OTHER.exec(q)
    ?.slice(1)
    .find((s) => s !== undefined);
  if (purpose) return { kind: 'purpose', subjects: [purpose] };
  for (const [pattern, kind] of OTHER_LANGUAGES) if (pattern.test(q)) return { kind, subjects: [] };
  const defined = DEFINE_OTHER.exec(q);
  const subject = defined?.slice(1).find((s) => s !== undefined);
  if (subject && subject.split(/\s+/).length <= 6)
    return {
      kind: 'define',
      subjects: [subject.replace(ARTICLES, '').trim()],
      ...(defined?.[3] ? { asksWhatItDoes: true } : {}),
    };
  return undefined;
}

function formOf(q: string): QuestionForm {
  if (COMPARE.test(q)) return { kind: 'compare', subjects: sidesOf(q) };
  const other = formInOtherLanguage(q);
  if (other) return other;
  if (/^(?:why|how come)\b|\bwhat (?:is|are) the reasons?\b|^what (?:causes|makes|leads)\b/.test(q))
    return { kind: 'why', subjects: [] };
  const purpose = PURPOSE.exec(q)
    ?.slice(1)
    .find((s) => s !== undefined);
  if (purpose && purpose.split(/\s+/).length <= 6) return { kind: 'purpose', subjects: [purpose] };
  if (/^when\b|\bwhat (?:year|date|time|century|day)\b|\bhow often\b/.test(q))
    return { kind: 'when', subjects: [] };
  if (/\bhow (?:many|much|long|far|big|large|small|fast|old|high|hot|cold)\b/.test(q))
    return { kind: 'quantity', subjects: [] };
  if (/^who\b(?! is an?\b)|\bwhich (?:person|people|scientist|astronomer|author)\b/.test(q))
    return { kind: 'who', subjects: [] };
  if (LIST.test(q)) return { kind: 'list', subjects: [] };
  if (/\b(?:examples?|for instance|e\.g\.|show me|sample)\b/.test(q))
    return { kind: 'example', subjects: [] };
  if (HOW.test(q)) return { kind: 'how', subjects: [] };
  // "Is the Sun a star?" is answered by what the Sun is.
  const asked = IS_IT.exec(q)?.[1];
  if (asked && asked.split(/\s+/).length <= 4) return { kind: 'define', subjects: [asked] };
  const defined = DEFINE.exec(q);
  const subject = defined?.slice(1).find((s) => s !== undefined);
  // "What do altitude and azimuth mean?" asks for two definitions.
  if (subject && subject.split(/\s+/).length <= 6)
    return {
      kind: 'define',
      subjects: subject.split(/\s+(?:and|or)\s+(?:an? |the )?/),
      ...(/^what (?:does|do) .+ do$/.test(q) ? { asksWhatItDoes: true } : {}),
    };
  return { kind: 'other', subjects: [] };
}

const SIDES = [
  /\bbetween (.+?) and (.+)$/,
  /\b(?:does|do|is|are) (.+?) (?:differ|different) (?:from|to|than) (.+)$/,
  /\bcompare (.+?) (?:and|with|to) (.+)$/,
  /^(?:how )?(?:do|does|did) (.+?) and (.+?) differ\b/,
  /^(?:what is )?(.+?) (?:vs\.?|versus) (.+)$/,
  /\bentre (.+?) (?:y|et) (.+)$/,
];

/** "the difference between X and Y", "X vs Y", "how does X differ from Y": X and Y. */
function sidesOf(q: string): string[] {
  for (const pattern of SIDES) {
    const m = pattern.exec(q);
    if (m?.[1] && m[2]) return [m[1], m[2]].map((s) => s.replace(ARTICLES, '').trim());
  }
  return [];
}
