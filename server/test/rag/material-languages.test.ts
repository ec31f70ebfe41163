import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IActivity } from '../../src/db/entities/activity.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import type { AnswerActivity } from '../../src/rag/answer/answer.ts';
import { writePdf } from '../../src/rag/ingest/pdf-writer.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { httpClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// A database course in Spanish and one in French, one topic a file, as teachers upload them.
const SPANISH = {
  'clave-primaria.md':
    '# La clave primaria\n\nUna clave primaria es la columna o el conjunto de columnas que identifica de forma única cada fila de una tabla. Ninguna fila puede repetir el valor de su clave primaria, y ese valor nunca puede quedar vacío.',
  'claves-foraneas.md':
    '# Claves foráneas\n\nUna clave foránea es una columna cuyos valores deben existir en la clave primaria de otra tabla. Así la base de datos garantiza que cada pedido pertenece a un cliente que existe de verdad.',
  'indices.md':
    '# Índices\n\nUn índice es una estructura auxiliar que acelera las búsquedas: la base de datos encuentra las filas sin recorrer la tabla entera. A cambio, cada inserción tarda un poco más, porque también hay que actualizar los índices.',
  'transacciones.md':
    '# Transacciones\n\nUna transacción agrupa varias operaciones que se aplican todas juntas o ninguna. Si el sistema falla a mitad de camino, la base de datos deshace los cambios de la transacción inacabada.',
  // Numbers alone: no language to tell, so stemmed as the rest of the course.
  'medidas.csv': 'n,x\n1,1200\n2,5400\n3,7\n',
  'normalizacion.pdf':
    '# Normalización\n\nLa normalización reparte los datos en varias tablas para que cada dato se guarde una sola vez. Evita las anomalías de actualización, que aparecen cuando el mismo dato repetido cambia en un sitio y no en otro.',
};
const FRENCH = {
  'cle-primaire.md':
    "# La clé primaire\n\nUne clé primaire est la colonne ou l'ensemble de colonnes qui identifie de façon unique chaque ligne d'une table. Aucune ligne ne peut répéter la valeur de sa clé primaire.",
  'cles-etrangeres.md':
    "# Les clés étrangères\n\nUne clé étrangère est une colonne dont les valeurs doivent exister dans la clé primaire d'une autre table. La base de données garantit ainsi que chaque commande appartient à un client qui existe vraiment.",
  'index.md':
    '# Les index\n\nUn index est une structure annexe qui accélère les recherches : la base trouve les lignes sans parcourir toute la table. En contrepartie, chaque insertion prend un peu plus de temps, car il faut aussi mettre à jour les index.',
  'transactions.md':
    "# Les transactions\n\nUne transaction regroupe plusieurs opérations qui s'appliquent toutes ensemble ou pas du tout. Si le système tombe en panne au milieu, la base annule les modifications de la transaction inachevée.",
};
// One course each in German, Italian, Portuguese and Dutch: a key, and a word one letter
// from a common word the material lacks (Maus/Haus, cassa/casa, cada/casa, muis/huis).
const OTHERS = {
  de: {
    'schluessel.md':
      '# Der Primärschlüssel\n\nEin Schlüssel ist die Spalte, die jede Zeile einer Tabelle eindeutig bestimmt. Kein Schlüssel darf in zwei Zeilen denselben Wert haben.',
    'maus.md':
      '# Die Maus\n\nMit der Maus wählt man eine Zeile der Tabelle aus und klickt dann auf die Schaltfläche, um sie zu löschen.',
  },
  it: {
    'chiave.md':
      '# La chiave primaria\n\nUna chiave primaria è la colonna che identifica in modo univoco ogni riga di una tabella. Nessuna riga può ripetere il valore della sua chiave.',
    'cassa.md':
      '# La cassa\n\nOgni vendita registrata alla cassa aggiunge una riga alla tabella degli ordini, con la data e il totale pagato dal cliente.',
  },
  pt: {
    'chave.md':
      '# A chave primária\n\nUma chave primária é a coluna que identifica de forma única cada linha de uma tabela. Nenhuma linha pode repetir o valor da sua chave.',
    'pedidos.md':
      '# Os pedidos\n\nCada venda registrada acrescenta uma linha à tabela dos pedidos, com a data e o total pago pelo cliente.',
  },
  nl: {
    'sleutel.md':
      '# De primaire sleutel\n\nEen primaire sleutel is de kolom die elke rij van een tabel uniek aanduidt. Geen rij mag de waarde van zijn sleutel herhalen.',
    'muis.md':
      '# De muis\n\nMet de muis kies je een rij in de tabel en klik je daarna op de knop om die rij te verwijderen.',
  },
};

const files = (set: Record<string, string>) =>
  Object.entries(set).map(([name, body]) => ({
    name,
    bytes: name.endsWith('.pdf') ? writePdf([body]) : text(body),
  }));

let app: TestApp;
let spanish: IActivity;
let french: IActivity;
const others: Record<string, IActivity> = {};

beforeAll(async () => {
  app = await startTestApp();
  spanish = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Bases de datos',
    files: files(SPANISH),
  });
  french = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Bases de données',
    files: files(FRENCH),
  });
  for (const [code, set] of Object.entries(OTHERS))
    others[code] = await createActivity(app, {
      courseCode: 'CS101',
      title: `Datenbanken (${code})`,
      files: files(set),
    });
  for (const a of [spanish, french, ...Object.values(others)]) await materialSettled(app, a.id);
});
afterAll(() => app.close());

const asAnswered = (activity: IActivity): AnswerActivity => ({
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
});

async function ask(activity: IActivity, question: string) {
  const answer = await app.rag.answer({ activity: asAnswered(activity), question, history: [] });
  let reply = '';
  for await (const piece of answer.text) reply += piece;
  return { ...answer, reply };
}

const sql = <T>(query: string, params: unknown[] = []) =>
  app.db.orm.em.getConnection().execute<T[]>(query, params);

describe('material in another language than English', () => {
  it("detects each file's language and stems its passages in it", async () => {
    const rows = await sql<{ activity_id: string; language: string | null; chunks: string[] }>(
      `select f.activity_id, f.language, array_agg(distinct c.language) as chunks
         from activity_files f join chunks c on c.file_id = f.id
        where f.activity_id in (?, ?) group by f.id`,
      [spanish.id, french.id],
    );
    expect(rows).toHaveLength(10);
    const csv = rows.filter((r) => r.language === null);
    expect(csv).toEqual([{ activity_id: spanish.id, language: null, chunks: ['es'] }]);
    for (const row of rows.filter((r) => r.language !== null)) {
      const expected = row.activity_id === spanish.id ? 'es' : 'fr';
      expect(row).toMatchObject({ language: expected, chunks: [expected] });
    }
  });

  it("shows the teacher each file's language", async () => {
    const { cookie } = await signIn(app, 'maria.okafor@example.edu');
    const status = await httpClient(app, { cookie }).teacher.material.status.query({
      activityId: spanish.id,
    });
    expect(status.files.map((f) => [f.name, f.language]).sort()).toEqual(
      Object.keys(SPANISH)
        .sort()
        .map((name) => [name, name.endsWith('.csv') ? null : 'es']),
    );
  });

  it('answers a Spanish question from the Spanish passage, in its words', async () => {
    const result = await ask(spanish, '¿Qué es una clave primaria?');
    expect(result.retrieval.covered).toBe(true);
    expect(result.sources[0]?.fileName).toBe('clave-primaria.md');
    expect(result.retrieval.words.map((w) => w.word)).toEqual(['clave', 'primaria']);
    expect(result.reply).toContain(
      'Una clave primaria es la columna o el conjunto de columnas que identifica de forma única cada fila de una tabla.',
    );
  });

  it('matches without accents and across inflections', async () => {
    // "indice" for "Índices", "transaccion" for "Transacciones", "sirven" for nothing.
    const index = await ask(spanish, 'para que sirve un indice');
    expect(index.retrieval.covered).toBe(true);
    expect(index.sources[0]?.fileName).toBe('indices.md');
    const undo = await ask(
      spanish,
      '¿Qué pasa con las transacciones inacabadas si el sistema falla?',
    );
    expect(undo.sources[0]?.fileName).toBe('transacciones.md');
    expect(undo.reply).toContain('la base de datos deshace los cambios');
  });

  it("reads a verb's other forms, and corrects a misspelling into the material's word", async () => {
    // "deshago" is the first person of the verb the material writes "deshace"; "primria"
    // is no Spanish word; "campos" is one, two letters from the material's "cambios".
    const undo = await ask(spanish, '¿Cómo deshago una transacción inacabada?');
    expect(undo.retrieval.words.find((w) => w.word === 'deshago')?.known).toBe(true);
    const typo = await ask(spanish, '¿Qué es una clave primria?');
    expect(typo.retrieval.searched).toBe('¿Qué es una clave primaria?');
    expect(typo.sources[0]?.fileName).toBe('clave-primaria.md');
    // "desago" is one letter from "deshago", whose verb the material writes.
    const slip = await ask(spanish, '¿Cómo desago una transacción?');
    expect(slip.retrieval.searched).toBe('¿Cómo deshace una transacción?');
    const foreign = await ask(french, "Qu'est-ce qu'une clé étrangre ?");
    expect(foreign.retrieval.searched).toBe("Qu'est-ce qu'une clé étrangère ?");
  });

  it('answers a French question from the French passage', async () => {
    const result = await ask(french, "Qu'est-ce qu'une clé étrangère ?");
    expect(result.retrieval.covered).toBe(true);
    expect(result.sources[0]?.fileName).toBe('cles-etrangeres.md');
    expect(result.reply).toContain(
      'Une clé étrangère est une colonne dont les valeurs doivent exister',
    );
    const plural = await ask(french, 'À quoi servent les index ?');
    expect(plural.sources[0]?.fileName).toBe('index.md');
  });

  it('finds what it can for an English question over Spanish material', async () => {
    // "primary" and "primaria" share a stem; "key" is no word of the material.
    const result = await ask(spanish, 'What is a primary key?');
    expect(result.retrieval.chunks[0]?.fileName).toBe('clave-primaria.md');
    expect(result.retrieval.words.find((w) => w.word === 'primary')?.known).toBe(true);
    // …and the reply says why it found less.
    expect(result.retrieval.otherLanguage).toBe('es');
    expect(result.reply).toMatch(/^This course material is in Spanish and your question/);
    // Judged by the words it shares with the material, it is covered.
    expect(result.retrieval.covered).toBe(true);
    const own = await ask(spanish, '¿Qué es una clave primaria?');
    expect(own.retrieval.otherLanguage).toBeUndefined();
  });

  it('never corrects a Spanish word into another word of the material', async () => {
    // "campos" is two letters from the material's "cambios", and means something else.
    const result = await ask(spanish, '¿Qué campos forman una clave primaria?');
    expect(result.retrieval.searched).toBe('¿Qué campos forman una clave primaria?');
    expect(result.sources[0]?.fileName).toBe('clave-primaria.md');
  });

  it('corrects a German, Italian, Portuguese or Dutch slip, never a word of the language', async () => {
    const asked: [string, string, string, string][] = [
      ['de', 'Was ist ein Schlüsel?', 'Was ist ein Schlüssel?', 'Wo steht das Haus?'],
      [
        'it',
        'Che cosa è una chaive primaria?',
        'Che cosa è una chiave primaria?',
        'Dove si trova la casa?',
      ],
      ['pt', 'O que é uma chvae primária?', 'O que é uma chave primária?', 'Onde fica a casa?'],
      ['nl', 'Wat is een primaire sleutl?', 'Wat is een primaire sleutel?', 'Waar staat het huis?'],
    ];
    for (const [code, slip, fixed, word] of asked) {
      const activity = others[code] as IActivity;
      expect((await ask(activity, slip)).retrieval.searched).toBe(fixed);
      expect((await ask(activity, word)).retrieval.searched).toBe(word);
    }
  });
});

describe('the languages migration (Migration20261128191000) on an existing database', () => {
  it('keeps English passages stemmed as they were, and reverses', async () => {
    const english = () =>
      sql<{ id: string; tsv: string }>(
        `select c.id, c.tsv::text as tsv from chunks c
          where c.activity_id not in (?, ?, ?, ?, ?, ?) order by c.id`,
        [spanish.id, french.id, ...Object.values(others).map((a) => a.id)],
      );
    const at = migrations.findIndex((m) => m.name === 'Migration20261128191000');
    const previous = migrations[at - 1]?.name;
    if (!previous) throw new Error('no migration before the languages one');
    // Later migrations change what every passage is stemmed from (operators read as words):
    // the languages migration is judged against the database as it left it.
    await app.db.orm.migrator.down({ to: 'Migration20261128191000' });
    const before = await english();
    expect(before.length).toBeGreaterThan(0);

    await app.db.orm.migrator.down({ to: previous });
    expect(await english()).toEqual(before);
    await app.db.orm.migrator.up({ to: 'Migration20261128191000' });
    expect(await english()).toEqual(before);
    await app.db.orm.migrator.up();
    // Re-stemmed English by the way down, the Spanish passages are English now; new
    // ingestion stems them in Spanish again.
    const [demo] = await sql<{ n: number }>(
      `select count(*)::int as n from chunks where language <> 'en'`,
    );
    expect(demo?.n).toBe(0);
  });
});
