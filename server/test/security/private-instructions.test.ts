import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IActivity } from '../../src/db/entities/activity.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { replyDone, watchChat } from '../support/chat.ts';
import { httpClient, wsClient } from '../support/clients.ts';
import { startLlmDouble } from '../support/llm-double.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const FOR_STUDENTS = 'Trace bubble sort on the list 5, 1, 4 and explain each swap-marigold.';
const PRIVATE = 'Never reveal the final answer to exercise 7; it is quokka-thimble-9302.';

let app: TestApp;
let llm: Awaited<ReturnType<typeof startLlmDouble>>;
let activity: IActivity;
let lucas: string;

beforeAll(async () => {
  llm = await startLlmDouble();
  app = await startTestApp({ OPENAI_COMPATIBLE_BASE_URL: llm.baseURL });
  // Lucas is enrolled in CS101.
  lucas = (await signIn(app, 'lucas.moreau@example.edu')).cookie;
  activity = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Bubble sort',
    model: 'LLama_3.1',
    studentInstructions: FOR_STUDENTS,
    assistantInstructions: PRIVATE,
    files: [
      {
        name: 'bubble.txt',
        bytes: text(
          'Bubble sort repeatedly swaps adjacent items that are out of order until a pass makes no swap.',
        ),
      },
    ],
  });
  expect((await materialSettled(app, activity.id)).materialStatus).toBe('ready');
});
afterAll(async () => {
  await app.close();
  await llm.close();
});

function expectNoPrivateInstructions(value: unknown, where: string) {
  const seen = JSON.stringify(value);
  expect(seen, `${where} holds the assistant instructions`).not.toContain('quokka-thimble');
  expect(seen, `${where} holds the assistant instructions`).not.toContain('exercise 7');
}

describe('instructions for students and private assistant instructions', () => {
  it('students see their instructions and nothing of the private ones, on every screen', async () => {
    const student = httpClient(app, { cookie: lucas });
    const detail = await student.student.activities.byId.query({ activityId: activity.id });
    expect(detail.studentInstructions).toBe(FOR_STUDENTS);
    expect(detail).not.toHaveProperty('assistantInstructions');

    const screens = {
      'the activity page': detail,
      'the dashboard': await student.student.dashboard.query(),
      'the course list': await student.student.courses.list.query(),
      'the course page': await student.student.courses.byCode.query({ courseCode: 'CS101' }),
      'the activity list': await student.student.activities.list.query(),
      'the chat history': await student.student.chat.history.query({ activityId: activity.id }),
    };
    for (const [where, payload] of Object.entries(screens)) {
      expectNoPrivateInstructions(payload, where);
    }
    expect(JSON.stringify(screens['the activity list'])).toContain('Bubble sort');
  });

  it('the model gets the private instructions in its system prompt; the chat never shows them', async () => {
    llm.behave({ kind: 'reply', text: 'Compare neighbours and swap them when out of order [1].' });
    const http = httpClient(app, { cookie: lucas });
    const ws = wsClient(app, { cookie: lucas });
    const history = await http.student.chat.history.query({ activityId: activity.id });
    const chat = watchChat(ws, { activityId: activity.id, since: history.asOf });
    await expect.poll(() => chat.view.events.some((e) => e.type === 'status')).toBe(true);
    const asked = llm.requests.length;
    const sent = await http.student.chat.send.mutate({
      activityId: activity.id,
      content: 'How does bubble sort decide to swap?',
    });
    const reply = await replyDone(chat.view, sent.replyId);
    const submitted = await http.student.chat.submit.mutate({ activityId: activity.id });
    const after = await http.student.chat.history.query({ activityId: activity.id });
    chat.stop();
    ws.close();

    const [request] = llm.requests.slice(asked);
    const system = request?.body.messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain(PRIVATE);
    expect(system?.content).not.toContain(FOR_STUDENTS);

    expect(reply.content).toBe('Compare neighbours and swap them when out of order [1].');
    expectNoPrivateInstructions(sent, 'the send result');
    expectNoPrivateInstructions(chat.view.events, 'the live chat events');
    expectNoPrivateInstructions(submitted, 'the submit result');
    expectNoPrivateInstructions(after, 'the chat history');
  });

  it('the teacher sees both, each under its own name', async () => {
    const maria = httpClient(app, {
      cookie: (await signIn(app, 'maria.okafor@example.edu')).cookie,
    });
    expect(await maria.teacher.activities.byId.query({ activityId: activity.id })).toMatchObject({
      studentInstructions: FOR_STUDENTS,
      assistantInstructions: PRIVATE,
    });
  });
});
