import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IActivity } from '../../src/db/entities/activity.ts';
import type { AnswerActivity } from '../../src/rag/answer/answer.ts';
import { REWRITE_INSTRUCTIONS } from '../../src/rag/answer/rewrite.ts';
import { OFFLINE_NOTHING } from '../../src/rag/answer/offline.ts';
import { callWords } from '../../src/rag/search/calls.ts';
import { operatorWords } from '../../src/rag/search/operators.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { replyDone, watchChat } from '../support/chat.ts';
import { seedChat } from '../support/conversations.ts';
import { httpClient, wsClient } from '../support/clients.ts';
import { startLlmDouble } from '../support/llm-double.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// A lecture and a SQL tutorial, as teachers upload them: one topic a file, so each topic
// is its own passage.
const THERMO = {
  'laws-zeroth.md':
    '# The zeroth law\n\nIf two systems are each in thermal equilibrium with a third system, they are in thermal equilibrium with each other. This is what makes temperature a meaningful, measurable quantity.',
  'laws-first.md':
    "# The first law\n\nThe first law of thermodynamics is the conservation of energy for thermal systems: the change in a system's internal energy equals the heat added to the system minus the work the system does, ΔU = Q − W.",
  'laws-second.md':
    '# The second law\n\nThe second law of thermodynamics says that the entropy of an isolated system never decreases over time. Heat flows spontaneously from a hotter body to a colder one and never the reverse, which is why no engine can turn heat into work with perfect efficiency.',
  'history.md':
    '# History\n\nThe first textbook of thermodynamics was written by Rudolf Clausius in 1850.',
  'entropy.md':
    "# Entropy\n\nEntropy is a measure of how many microscopic arrangements correspond to a system's macroscopic state. A gas spread through a whole room has far more arrangements, and so more entropy, than the same gas squeezed into one corner.",
};
const SQL = {
  'sql-where.md':
    '# Filtering rows\n\nThe WHERE clause filters individual rows before any grouping happens: SELECT name FROM students WHERE year = 2 keeps only second-year students.',
  'sql-having.md':
    '# Filtering groups\n\nHAVING filters groups after GROUP BY has formed them, so it can test aggregates: SELECT course, count(*) FROM enrollments GROUP BY course HAVING count(*) > 30. WHERE cannot test an aggregate such as count(*), because it runs before the groups exist.',
  'sql-types.md':
    '# Data types\n\nData types differ from one database to another: the exact names and sizes of integer and text types differ, and dates differ most of all. Portable code sticks to the standard types.',
  'sql-joins.md':
    '# Joins\n\nA join combines rows of two tables ON a condition: SELECT s.name, e.course FROM students AS s JOIN enrollments AS e ON e.student_id = s.id.',
  'sql-client.md':
    '# The command-line client\n\nIn the client, press <Tab> to complete the name of a table, and <Esc> to clear the line you are typing.',
};

const files = (set: Record<string, string>) =>
  Object.entries(set).map(([name, body]) => ({ name, bytes: text(body) }));

/** An activity of CS101 made of `set`, its material searchable. */
async function activityOf(title: string, set: Record<string, string>): Promise<IActivity> {
  const activity = await createActivity(app, { courseCode: 'CS101', title, files: files(set) });
  await materialSettled(app, activity.id);
  return activity;
}

let app: TestApp;
let llm: Awaited<ReturnType<typeof startLlmDouble>>;
let thermo: IActivity;
let sql: IActivity;
let thermoLive: IActivity;

beforeAll(async () => {
  llm = await startLlmDouble();
  app = await startTestApp({ OPENAI_COMPATIBLE_BASE_URL: llm.baseURL, LLM_TIMEOUT_MS: '4000' });
  thermo = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Laws of thermodynamics',
    files: files(THERMO),
  });
  sql = await createActivity(app, { courseCode: 'CS101', title: 'SQL', files: files(SQL) });
  thermoLive = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Laws of thermodynamics, with a model',
    files: files(THERMO),
    model: 'LLama_3.1',
  });
  for (const a of [thermo, sql, thermoLive]) await materialSettled(app, a.id);
});
afterAll(async () => {
  await app.close();
  await llm.close();
});

/** The activity as the answer reads it (a stamp keys what this node caches of it). */
const asAnswered = (activity: IActivity, materialStamp?: string): AnswerActivity => ({
  id: activity.id,
  title: activity.title,
  courseTitle: 'Course',
  courseCode: 'CS101',
  contentCode: activity.contentCode,
  model: activity.model,
  temperature: 0.2,
  assistantInstructions: null,
  answerKeys: [],
  vectorStore: activity.vectorStore,
  ...(materialStamp === undefined ? {} : { materialStamp }),
});

async function ask(
  activity: IActivity,
  question: string,
  history: { sender: 'user' | 'assistant'; content: string }[] = [],
) {
  const answer = await app.rag.answer({
    activity: asAnswered(activity),
    question,
    history,
  });
  let reply = '';
  for await (const piece of answer.text) reply += piece;
  return { ...answer, reply };
}

describe('the model', () => {
  it('reads first the passage that answers, and where in it the answer is', async () => {
    llm.behave({ kind: 'reply', text: 'It measures arrangements [1].' });
    const before = llm.requests.length;
    const result = await ask(thermoLive, 'What is entropy?');
    const system = llm.requests.slice(before).at(-1)?.body.messages[0]?.content ?? '';
    expect(result.sources[0]?.fileName).toBe('entropy.md');
    expect(system).toMatch(/^\[1\] \(entropy\.md\)/m);
    expect(system).toContain(
      "Where the passages most directly answer the question:\n\n[1]\nEntropy is a measure of how many microscopic arrangements correspond to a system's macroscopic state.",
    );
  });
});

describe('typos', () => {
  it('finds for a misspelt key term what the correctly spelt question finds', async () => {
    const right = await ask(thermo, 'What is entropy?');
    const typo = await ask(thermo, 'what is entrpy?');
    expect(typo.retrieval.covered).toBe(true);
    expect(typo.retrieval.searched).toBe('what is entropy?');
    expect(typo.sources[0]?.fileName).toBe(right.sources[0]?.fileName);
    expect(typo.sources[0]?.fileName).toBe('entropy.md');
    expect(typo.reply).not.toBe(OFFLINE_NOTHING);
    expect(typo.reply).toContain('Entropy is a measure');
  });

  it('answers a misspelt question in the form the correctly spelt one is answered', async () => {
    const distances = await activityOf('Distances', {
      'magnitude.md':
        '# Absolute magnitude\n\nThe absolute magnitude is defined as the apparent magnitude a star would have at a distance of 10 parsecs (1 parsec is 3.26 light-years).',
      'parallax.md':
        "# Parallax\n\nStars seem to move as the Earth orbits. A parsec is the distance at which a star's parallax angle would be one arcsecond.",
    });
    const right = await ask(distances, 'What is a parsec?');
    const typo = await ask(distances, 'What is a parsek?');
    expect(right.reply).toContain('A parsec is the distance');
    expect(typo.reply).toBe(right.reply);
  });

  it('takes the spelling that sounds like what was typed over a commoner one as far', async () => {
    const parsing = await activityOf('Parsers and distances', {
      'parser.md':
        '# Parsing\n\nA parser splits text into tokens. The parser reads each line, and every parser reports errors.',
      'parser-types.md':
        '# Parser types\n\nA parser for dates and a parser for numbers come built in.',
      'parsec.md':
        '# Distances\n\nA parsec is the distance at which a star shows a parallax of one arcsecond.',
    });
    const typo = await ask(parsing, 'What is a parsek?');
    expect(typo.retrieval.searched).toBe('What is a parsec?');
    expect(typo.reply).toContain('A parsec is the distance');
  });

  it('takes two wrong letters in a longer word', async () => {
    const typo = await ask(thermo, 'What does the first law of thermodinamycs say?');
    expect(typo.sources[0]?.fileName).toBe('laws-first.md');
  });

  it('leaves an English word the material lacks as it is, instead of turning it into a material word', async () => {
    const result = await ask(thermo, 'What is the boiling point of water at sea level?');
    expect(result.retrieval.searched).toBe('What is the boiling point of water at sea level?');
    expect(result.retrieval.covered).toBe(false);
  });
});

describe('questions asking what something is', () => {
  it('find the passage that says it, below passages that only use its name', async () => {
    const uses = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [
        `use-${i}.md`,
        `# Lesson ${i}\n\nIn Vim, press ${'hjklwbe'[i]} in Vim to move.`,
      ]),
    );
    const vim = await activityOf('Vim lessons', {
      ...uses,
      'about.md':
        '# About this course\n\nThis course was written for students who edit text all day. Vim is a text editor that works from the keyboard alone, in modes: you type commands in one and text in another.',
    });
    const result = await ask(vim, 'What is Vim?');
    expect(result.sources[0]?.fileName).toBe('about.md');
    expect(result.reply).toContain('Vim is a text editor');
  });
});

describe('operators', () => {
  it('are searched as the material writes them, though the text-search parser drops them', async () => {
    const r = await activityOf('Operators in R', {
      'formulas.md': '# Formulae\n\nThe operator ~ is used to define a model formula in R.',
      'arithmetic.md':
        '# Arithmetic operators\n\nEach operator works element by element: an operator on two vectors gives a vector, and every operator recycles the shorter one.',
      'logic.md':
        '# Logical operators\n\nThe operator && looks at the first element only, where & compares every element.',
    });
    const tilde = await ask(r, 'What does the ~ operator do?');
    expect(tilde.retrieval.words.map((w) => w.word)).toContain('~');
    expect(tilde.sources[0]?.fileName).toBe('formulas.md');
    const named = await ask(r, 'What does the tilde operator do?');
    expect(named.sources[0]?.fileName).toBe('formulas.md');
    expect(tilde.reply).toContain('The operator ~ is used to define a model formula');
    const and = await ask(r, 'What is the difference between & and &&?');
    expect(and.sources[0]?.fileName).toBe('logic.md');
  });

  it('are read alike in the chunks and in a question', async () => {
    const [row] = await app.db.orm.em
      .getConnection()
      .execute<{ words: string }[]>(
        "select teachchat_searchable('x && y, a %*% b, <ESC> ~ z') as words",
      );
    const indexed = (row?.words ?? '').split(/\s+/).filter((w) => w.startsWith('zop'));
    expect(indexed).toEqual(operatorWords('x && y, a %*% b, <ESC> ~ z').map((w) => w.text));
  });
});

describe('names written as calls', () => {
  it('find the passage that writes the function, not the one using the word', async () => {
    const r = await activityOf('Models in R', {
      'steps.md':
        '# Fitting a model\n\nThe first step is to look at the data. The next step is to choose a model, and each step after that refines it a step at a time.',
      'selection.md':
        '# Choosing terms\n\nThe function step(object) selects a suitable model by adding or dropping terms.',
      'plots.md': '# Plots\n\nA plot shows the data before any model is fitted.',
    });
    const result = await ask(r, 'What does step() do?');
    expect(result.sources[0]?.fileName).toBe('selection.md');
    expect(result.reply).toContain('selects a suitable model');
  });

  it('are read alike in the chunks and in a question', async () => {
    const [row] = await app.db.orm.em
      .getConnection()
      .execute<{ words: string }[]>(
        "select teachchat_searchable('Use step(fit), is.na(x) and log10 (y) or f(x)') as words",
      );
    const indexed = (row?.words ?? '').split(/\s+/).filter((w) => w.startsWith('zfn'));
    expect(indexed).toEqual(
      callWords('Use step(fit), is.na(x) and log10 (y) or f(x)').map((w) => w.text),
    );
    expect(indexed).toEqual(['zfnstep', 'zfnna', 'zfnf']);
  });
});

describe('words that are stop words in English but terms in the material', () => {
  it('searches WHERE and HAVING when the question writes them as code', async () => {
    const result = await ask(sql, 'How do WHERE and HAVING differ?');
    expect(result.sources[0]?.fileName).toBe('sql-having.md');
    expect(result.retrieval.words.map((w) => w.word)).toEqual(
      expect.arrayContaining(['where', 'having']),
    );
  });

  it('searches AS and ON written as code', async () => {
    const result = await ask(sql, 'What do `AS` and `ON` do in a query?');
    expect(result.sources[0]?.fileName).toBe('sql-joins.md');
  });
});

describe('words as material writes them', () => {
  it('finds a key written in angle brackets, which the text-search parser reads as a tag', async () => {
    const result = await ask(sql, 'What does the Tab key do in the client?');
    expect(result.retrieval.covered).toBe(true);
    expect(result.sources[0]?.fileName).toBe('sql-client.md');
    expect(result.reply).toContain('press <Tab> to complete the name of a table');
  });

  it('reads an irregular past as the verb the material writes in another form', async () => {
    const result = await ask(thermo, 'Who wrote the first textbook of thermodynamics?');
    expect(result.retrieval.covered).toBe(true);
    expect(result.reply).toContain('was written by Rudolf Clausius');
  });
});

describe('verbs of one action', () => {
  it('finds the passage that says "combines" for a question that asks how to join', async () => {
    const result = await ask(sql, 'How do I merge two tables?');
    expect(result.retrieval.covered).toBe(true);
    expect(result.sources[0]?.fileName).toBe('sql-joins.md');
    expect(result.reply).toContain('A join combines rows of two tables');
  });
});

describe('questions the material does not cover', () => {
  it('are answered "not covered", with no sources', async () => {
    for (const question of [
      'What is the function of mitochondria in a cell?',
      'Who was the first emperor of Rome?',
    ]) {
      const result = await ask(thermo, question);
      expect(result.retrieval.covered).toBe(false);
      expect(result.sources).toEqual([]);
      expect(result.reply).toBe(OFFLINE_NOTHING);
    }
  });

  it('are not refused when they are on the material in other words', async () => {
    const result = await ask(thermo, 'Why can no engine turn all of its heat into work?');
    expect(result.retrieval.covered).toBe(true);
    expect(result.sources[0]?.fileName).toBe('laws-second.md');
  });

  it('are not refused for a how-to whose verb the material says in other words', async () => {
    const vim = await activityOf('Undo and redo', {
      'back.md': '# Taking back\n\nPress u to take back the last command.',
      'redo.md': '# Redo\n\nTo undo the undos, press CTRL-R.',
      'save.md': '# Saving\n\nType :w to write the file to disk.',
    });
    const result = await ask(vim, 'How do I reapply the undos?');
    expect(result.retrieval.covered).toBe(true);
    expect(result.reply).toContain('To undo the undos, press CTRL-R.');
  });
});

describe('follow-up questions', () => {
  const first = 'What does the second law of thermodynamics say?';
  const history = [
    { sender: 'user' as const, content: first },
    { sender: 'assistant' as const, content: 'The entropy of an isolated system never decreases.' },
  ];

  it('are searched with the previous question offline', async () => {
    const result = await ask(thermo, 'Can you explain that more simply?', history);
    expect(result.retrieval.covered).toBe(true);
    expect(result.sources[0]?.fileName).toBe('laws-second.md');
    expect(result.reply).toContain('never decreases');
  });

  it('are covered when they ask something new, in words the material lacks, about its topic', async () => {
    const entropy = [{ sender: 'user' as const, content: 'What is entropy?' }];
    const undo = await ask(thermo, 'And how do I undo it?', entropy);
    expect(undo.retrieval.covered).toBe(true);
    expect(undo.sources[0]?.fileName).toBe('entropy.md');
  });

  it('are covered whatever words of the earlier question the material lacks', async () => {
    const devised = [{ sender: 'user' as const, content: 'Who devised the second law?' }];
    const why = await ask(thermo, 'Why is that?', devised);
    expect(why.retrieval.covered).toBe(true);
    expect(why.reply).toContain('which is why no engine can turn heat into work');
  });

  it('ask for more of the same with the conversation: an example with something named', async () => {
    const example = await ask(thermo, 'Can you give an example with a gas?', history);
    expect(example.retrieval.searched).toContain(first);
  });

  it('are rewritten by the model into a standalone question, which is what is searched', async () => {
    llm.behave({
      kind: 'reply',
      text: 'Heat only flows from hot to cold on its own [1].',
      rewrite: 'What does the second law of thermodynamics say, in simple words?',
    });
    const before = llm.requests.length;
    const result = await ask(thermoLive, 'Can you explain that more simply?', history);
    const sent = llm.requests.slice(before).map((r) => r.body.messages);
    const rewrite = sent.find((m) => m[0]?.content === REWRITE_INSTRUCTIONS);
    expect(rewrite?.map((m) => [m.role, m.content])).toEqual([
      ['system', REWRITE_INSTRUCTIONS],
      ['user', first],
      ['assistant', 'The entropy of an isolated system never decreases.'],
      ['user', 'Can you explain that more simply?'],
    ]);
    expect(result.retrieval.searched).toBe(
      'What does the second law of thermodynamics say, in simple words?',
    );
    const answerCall = sent.find((m) => m[0]?.content !== REWRITE_INSTRUCTIONS);
    expect(answerCall?.[0]?.content).toContain('entropy of an isolated system never decreases');
    expect(answerCall?.at(-1)?.content).toBe('Can you explain that more simply?');
  });

  it('asks the model only when a question that points back names too little of its own', async () => {
    llm.behave({
      kind: 'reply',
      text: 'How many arrangements a state has [1].',
      rewrite: 'What does entropy measure?',
    });
    const rewrites = () =>
      llm.requests.filter((r) => r.body.messages[0]?.content === REWRITE_INSTRUCTIONS).length;

    const before = rewrites();
    const own = await ask(thermoLive, 'Why can no engine turn all of its heat into work?', history);
    expect(rewrites()).toBe(before);
    expect(own.retrieval.searched).toBe('Why can no engine turn all of its heat into work?');
    expect(own.sources[0]?.fileName).toBe('laws-second.md');

    const pointing = await ask(thermoLive, 'What does it measure?', history);
    expect(rewrites()).toBe(before + 1);
    expect(pointing.retrieval.searched).toBe('What does entropy measure?');
  });

  it('goes on from the question before when it opens like a continuation', async () => {
    const having = [{ sender: 'user' as const, content: 'What does WHERE filter?' }];
    const about = await ask(sql, 'What about HAVING?', having);
    expect(about.retrieval.searched).toContain('What does WHERE filter?');
    expect(about.sources[0]?.fileName).toBe('sql-having.md');
  });

  it('reads "one" that stands for the topic before as pointing back, not as a topic', async () => {
    const join = [{ sender: 'user' as const, content: 'What does a join do?' }];
    const one = await ask(sql, 'How do I write one with a condition?', join);
    expect(one.retrieval.searched).toContain('What does a join do?');
    expect(one.retrieval.words.map((w) => w.word)).not.toContain('one');
    expect(one.sources[0]?.fileName).toBe('sql-joins.md');
  });

  it('put first the passage on the topic they point at, before one matching only their own words', async () => {
    const constraints = await activityOf('Missing values', {
      'null.md':
        '# Missing values\n\nNULL marks a missing value. No comparison with NULL is true: write x IS NULL to find one, never x = NULL.',
      'check.md':
        '# Check constraints\n\nA CHECK constraint checks every value written to a column: CHECK (price > 0) refuses a value that is not positive. Check constraints check values before they are stored.',
    });
    const asked = [{ sender: 'user' as const, content: 'What is NULL?' }];
    const result = await ask(constraints, 'How do I check whether a value is one?', asked);
    expect(result.sources.map((s) => s.fileName)).toEqual(['null.md', 'check.md']);
  });

  it('stay with the passage the previous reply quoted when they point back at it', async () => {
    const python = await activityOf('Sets and settings', {
      'sets.md':
        '# Sets\n\nA set is an unordered collection with no duplicate elements. Set objects support union, intersection and difference. Curly braces or the set() function create them; to create an empty set you have to use set(), not {}.',
      'settings.md':
        '# Settings\n\nTo make a setting empty, give it the empty string: it takes its default at the next restart.',
      'lists.md': '# Lists\n\nA list holds items in order; append() adds one at its end.',
      'strings.md':
        '# Strings\n\nStrings are immutable: a method that changes one returns a new string.',
      'loops.md': '# Loops\n\nA for loop runs its body once for each item of a sequence.',
    });
    const first = await ask(python, 'What is a set?');
    expect(first.reply).toContain('unordered collection');
    const conversation = [
      { sender: 'user' as const, content: 'What is a set?' },
      { sender: 'assistant' as const, content: first.reply },
    ];
    const empty = await ask(python, 'How do I make an empty one?', conversation);
    expect(empty.sources[0]?.fileName).toBe('sets.md');
    expect(empty.reply).toContain('to create an empty set you have to use set()');
  });

  it('ask about what the last reply said when all their words are in it', async () => {
    const first = await ask(thermo, 'What does the first law say?');
    expect(first.reply).toContain('heat added to the system');
    const conversation = [
      { sender: 'user' as const, content: 'What does the first law say?' },
      { sender: 'assistant' as const, content: first.reply },
    ];
    const alone = await ask(thermo, 'Where does the heat go?');
    const after = await ask(thermo, 'Where does the heat go?', conversation);
    expect(alone.sources[0]?.fileName).toBe('laws-second.md');
    expect(after.retrieval.standsAlone).toBe(false);
    expect(after.sources[0]?.fileName).toBe('laws-first.md');
  });

  it('keeps to the question asked when it names its own topic', async () => {
    const result = await ask(thermo, 'What is entropy?', history);
    expect(result.retrieval.searched).toBe('What is entropy?');
    expect(result.sources[0]?.fileName).toBe('entropy.md');
  });
});

describe('a search started before the send is confirmed (chat/early-search.ts)', () => {
  const activity = (materialStamp: string) => asAnswered(thermo, materialStamp);
  const answerWith = (
    early: ReturnType<TestApp['rag']['searchEarly']>,
    question: string,
    stamp: string,
    history: { sender: 'user' | 'assistant'; content: string }[] = [],
  ) => app.rag.answer({ activity: activity(stamp), question, history, early });

  it("is the answer's search when it read the same material for the same question", async () => {
    const question = 'What is entropy?';
    const early = app.rag.searchEarly(activity('stamp-1'), question);
    const found = await early.retrieval;
    expect(found?.chunks[0]?.fileName).toBe('entropy.md');
    expect((await answerWith(early, question, 'stamp-1')).retrieval).toBe(found);
    // A question that names its topic finds the same after any conversation.
    const history = [
      { sender: 'user' as const, content: 'What does the second law say?' },
      { sender: 'assistant' as const, content: 'Entropy never decreases.' },
    ];
    expect((await answerWith(early, question, 'stamp-1', history)).retrieval).toBe(found);
  });

  it('is searched again when the material changed, the question differs or needs the conversation', async () => {
    const early = app.rag.searchEarly(activity('stamp-1'), 'What is entropy?');
    const found = await early.retrieval;
    expect((await answerWith(early, 'What is entropy?', 'stamp-2')).retrieval).not.toBe(found);
    expect((await answerWith(early, 'What is the zeroth law?', 'stamp-1')).retrieval).not.toBe(
      found,
    );
    const followUp = 'Can you explain that more simply?';
    const vague = app.rag.searchEarly(activity('stamp-1'), followUp);
    const alone = await vague.retrieval;
    expect(alone?.standsAlone).toBe(false);
    // First in its conversation it stands alone all the same…
    expect((await answerWith(vague, followUp, 'stamp-1')).retrieval).toBe(alone);
    // …after a question, it is searched with it.
    const after = await answerWith(vague, followUp, 'stamp-1', [
      { sender: 'user', content: 'What does the second law of thermodynamics say?' },
      { sender: 'assistant', content: 'The entropy of an isolated system never decreases.' },
    ]);
    expect(after.retrieval).not.toBe(alone);
    expect(after.sources[0]?.fileName).toBe('laws-second.md');
  });
});

describe('what a student sees in the chat', () => {
  async function chat(activity: IActivity, content: string, email = 'aisha.patel@example.edu') {
    const { cookie } = await signIn(app, email);
    const http = httpClient(app, { cookie });
    const ws = wsClient(app, { cookie });
    const history = await http.student.chat.history.query({ activityId: activity.id });
    const live = watchChat(ws, { activityId: activity.id, since: history.asOf });
    await expect.poll(() => live.view.events.some((e) => e.type === 'status')).toBe(true);
    const sent = await http.student.chat.send.mutate({ activityId: activity.id, content });
    const reply = await replyDone(live.view, sent.replyId);
    live.stop();
    ws.close();
    return reply;
  }

  it('answers a follow-up from the conversation', async () => {
    await chat(thermo, 'What does the second law of thermodynamics say?');
    // Aisha asked here before: this node searches her next question beside its send.
    const reply = await chat(thermo, 'Can you explain that more simply?');
    expect(reply.citations[0]?.fileName).toBe('laws-second.md');
    expect(reply.content).toContain('never decreases');
  });

  it('gives the model the newest turns of a long conversation, oldest first', async () => {
    await seedChat(app, 'sofia.ramirez@example.edu', thermoLive.id, 40);
    llm.behave({ kind: 'reply', text: 'Energy is conserved [1].' });
    const before = llm.requests.length;
    await chat(
      thermoLive,
      'What does the first law of thermodynamics say?',
      'sofia.ramirez@example.edu',
    );
    const [request] = llm.requests.slice(before);
    const turns = (request?.body.messages ?? []).slice(1, -1).map((m) => m.content);
    expect(turns).toEqual(
      [35, 36, 37, 38, 39, 40].flatMap((n) => [`Question ${n}`, `Answer ${n}`]),
    );
  });

  it('shows no source chips when the material does not cover the question', async () => {
    const reply = await chat(thermo, 'How many moons does Jupiter have?');
    expect(reply.content).toBe(OFFLINE_NOTHING);
    expect(reply.citations).toEqual([]);
  });

  it("holds a model's citations and quotes to the passages it was given", async () => {
    llm.behave({
      kind: 'reply',
      text:
        "The first law says “the change in a system's internal energy equals the heat added to the system minus the work the system does” [1]. " +
        'It also says “energy can be borrowed from the future for a short while” [1]. See also [7].',
    });
    const reply = await chat(thermoLive, 'What does the first law of thermodynamics say?');
    expect(reply.citations.map((c) => c.fileName)).toEqual(['laws-first.md']);
    expect(reply.content).not.toContain('[7]');
    expect(reply.unverifiedQuotes).toEqual([
      'energy can be borrowed from the future for a short while',
    ]);
  });
});
