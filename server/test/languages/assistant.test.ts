import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity, type IActivity } from '../../src/db/entities/activity.ts';
import { translate } from '../../src/texts/index.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { replyDone, watchChat } from '../support/chat.ts';
import { httpClient, wsClient } from '../support/clients.ts';
import { startLlmDouble } from '../support/llm-double.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let llm: Awaited<ReturnType<typeof startLlmDouble>>;
let offline: IActivity;
let modelled: IActivity;
let lucas: string;

beforeAll(async () => {
  llm = await startLlmDouble();
  app = await startTestApp({ OPENAI_COMPATIBLE_BASE_URL: llm.baseURL });
  modelled = await app.db.orm.em
    .fork()
    .findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  await materialSettled(app, modelled.id);
  offline = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Bucles',
    files: [
      {
        name: 'bucles.txt',
        bytes: text(
          'Un bucle for repite un bloque una vez por cada elemento de una secuencia. Un bucle while repite mientras su condición sea verdadera.',
        ),
      },
    ],
  });
  await materialSettled(app, offline.id);
  lucas = (await signIn(app, 'lucas.moreau@example.edu')).cookie;
  await httpClient(app, { cookie: lucas }).me.setLanguage.mutate({ locale: 'es' });
});
afterAll(async () => {
  await app.close();
  await llm.close();
});

/** Sends a question in the student's chat and waits for the saved reply. */
async function ask(activityId: string, content: string) {
  const http = httpClient(app, { cookie: lucas });
  const ws = wsClient(app, { cookie: lucas });
  const history = await http.student.chat.history.query({ activityId });
  const chat = watchChat(ws, { activityId, since: history.asOf });
  await expect.poll(() => chat.view.events.some((e) => e.type === 'status')).toBe(true);
  const sent = await http.student.chat.send.mutate({ activityId, content });
  const reply = await replyDone(chat.view, sent.replyId);
  chat.stop();
  ws.close();
  return reply;
}

describe("a Spanish student's assistant", () => {
  it('leads an offline answer in Spanish, quoting the material as written', async () => {
    const reply = await ask(offline.id, '¿Cuándo repite un bucle while?');
    expect(reply.offline).toBe(true);
    expect(reply.content.startsWith(translate('es', 'assistant.offline.intro'))).toBe(true);
    expect(reply.content).toContain('mientras su condición sea verdadera');
  });

  it('says in Spanish that the material does not cover a question', async () => {
    const reply = await ask(offline.id, '¿Quién pintó la Capilla Sixtina?');
    expect(reply.content).toBe(
      'No encontré nada sobre eso en el material del curso de esta actividad. Prueba a preguntarlo con otras palabras o pregúntale a tu docente.',
    );
    expect(reply.citations).toEqual([]);
  });

  it('tells the model to answer in Spanish', async () => {
    llm.behave({ kind: 'reply', text: 'La búsqueda binaria divide la lista a la mitad [1].' });
    const reply = await ask(modelled.id, '¿Por qué es rápida la búsqueda binaria?');
    expect(reply.content).toContain('La búsqueda binaria divide la lista a la mitad');
    const system = llm.requests.at(-1)?.body.messages.find((m) => m.role === 'system');
    expect(system?.content).toContain(
      "The student's language is Spanish: write your answer in Spanish",
    );
  });

  it('writes a failed reply’s reason in Spanish', async () => {
    llm.behave({ kind: 'error-during', after: 'La ordenación por mezcla ' });
    const reply = await ask(modelled.id, '¿Qué es la ordenación por mezcla?');
    expect(reply.status).toBe('error');
    // The provider's failure, said in Spanish.
    expect(reply.error).toMatch(/proveedor de IA/);
  });
});
