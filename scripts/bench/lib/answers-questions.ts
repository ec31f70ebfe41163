import { readFileSync } from 'node:fs';
import type { SubjectName } from './answers-material.ts';
import { comparable } from './questions.ts';

/** The forms students ask in; each subject's set mixes them. */
export const FORMS = [
  'define',
  'how',
  'why',
  'difference',
  'when',
  'who',
  'which',
  'list',
  'example',
  'yes-no',
] as const;
export type Form = (typeof FORMS)[number];

export interface OnMaterial {
  id: string;
  question: string;
  form: Form;
  /** A comparison every course on the subject would be asked. */
  core?: boolean;
  /** Short verbatim spans of the material, any one of which answers the question. */
  gold: string[];
}

/** A question, then one that only makes sense after it; the gold answers the second. */
export interface FollowUp {
  id: string;
  first: string;
  followUp: string;
  gold: string[];
}

/** A misspelt copy of an on-material question: same gold. */
export interface Typo {
  id: string;
  of: string;
  question: string;
}

export interface OffMaterial {
  question: string;
  /** Plausible for the course but not in its material, or unrelated to it. */
  kind: 'plausible' | 'unrelated';
}

export interface SubjectQuestions {
  onMaterial: OnMaterial[];
  followUps: FollowUp[];
  typos: Typo[];
  offMaterial: OffMaterial[];
}

/** One question as the bench asks it. */
export interface Case {
  id: string;
  kind: 'on-material' | 'follow-up' | 'typo' | 'off-material';
  question: string;
  /** For a follow-up: the question before it in the conversation. */
  previous?: string;
  gold: string[];
  form?: Form;
  core?: boolean;
  /** For a typo: the clean question's id; for off-material: plausible or unrelated. */
  of?: string;
}

const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** A subject's question file, checked for shape; spans outside 6-20 words are named. */
export function loadSubjectQuestions(subject: SubjectName): SubjectQuestions {
  const file = new URL(`../data/answers/${subject}.json`, import.meta.url);
  const set = JSON.parse(readFileSync(file, 'utf8')) as SubjectQuestions;
  const ids = new Set<string>();
  const fail = (what: string) => {
    throw new Error(`data/answers/${subject}.json: ${what}`);
  };
  for (const q of [...set.onMaterial, ...set.followUps]) {
    if (ids.has(q.id)) fail(`duplicate id ${q.id}`);
    ids.add(q.id);
    if (!Array.isArray(q.gold) || q.gold.length === 0) fail(`${q.id} has no gold span`);
    for (const span of q.gold) {
      const n = wordCount(span);
      if (n < 6 || n > 20) console.log(`  note: ${q.id}'s span has ${n} words: "${span}"`);
    }
  }
  for (const q of set.onMaterial) if (!FORMS.includes(q.form)) fail(`${q.id}: form ${q.form}`);
  for (const t of set.typos) {
    if (!set.onMaterial.some((q) => q.id === t.of)) fail(`typo ${t.id} refers to ${t.of}`);
  }
  return set;
}

/** Every question of a subject in the order asked. */
export function casesOf(set: SubjectQuestions): Case[] {
  const byId = new Map(set.onMaterial.map((q) => [q.id, q]));
  return [
    ...set.onMaterial.map((q): Case => ({
      id: q.id,
      kind: 'on-material',
      question: q.question,
      gold: q.gold,
      form: q.form,
      core: q.core,
    })),
    ...set.followUps.map((q): Case => ({
      id: q.id,
      kind: 'follow-up',
      question: q.followUp,
      previous: q.first,
      gold: q.gold,
    })),
    ...set.typos.map((t): Case => ({
      id: t.id,
      kind: 'typo',
      question: t.question,
      gold: byId.get(t.of)?.gold ?? [],
      of: t.of,
    })),
    ...set.offMaterial.map((q, i): Case => ({
      id: `off-${i + 1}`,
      kind: 'off-material',
      question: q.question,
      gold: [],
      of: q.kind,
    })),
  ];
}

/** Spans that no chunk holds (whitespace and case normalised, the heading counted). */
export function missingSpans(
  set: SubjectQuestions,
  chunks: { heading: string | null; text: string }[],
): { id: string; span: string }[] {
  const texts = chunks.map((c) => comparable(c.heading ? `${c.heading} ${c.text}` : c.text));
  return [...set.onMaterial, ...set.followUps].flatMap((q) =>
    q.gold
      .filter((span) => !texts.some((t) => t.includes(comparable(span))))
      .map((span) => ({ id: q.id, span })),
  );
}
