import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, en, text, translate } from './index.ts';

const SRC = path.resolve(import.meta.dirname, '..');

const CATALOGUE_FILES = new Set(
  ['en.ts', 'es.ts', 'fr.ts', 'de.ts'].map((f) => path.join(SRC, 'texts', f)),
);

/** The server's own code, tests and the catalogues left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (CATALOGUE_FILES.has(file)) return [];
    if (statSync(file).isDirectory()) return sources(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [readFileSync(file, 'utf8')] : [];
  });
}

/** The names of a message's values, plurals' and selects' included. */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , format] = token as [string, string?, unknown?];
      names.add(name);
      if (format && typeof format === 'object') Object.values(format).forEach(walk);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

const keys = Object.keys(en).sort();

describe('the server catalogues', () => {
  it.each(LOCALES)('%s has exactly English’s keys, each a message with its values', (locale) => {
    const catalogue = CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) {
      const message = catalogue[key as keyof typeof en];
      expect(message.trim(), key).not.toBe('');
      expect(valueNames(message), key).toEqual(valueNames(en[key as keyof typeof en]));
    }
  });

  it('uses every key, spelt out or as a prefix the code completes', () => {
    const code = sources(SRC).join('\n');
    // `roster.status.${status}`: a prefix whose keys the code picks by a value.
    const prefixes = [...code.matchAll(/`([a-z][\w.]*\.)\$\{/g)].map((m) => m[1] ?? '');
    const unused = keys.filter(
      (key) => !code.includes(`'${key}'`) && !prefixes.some((p) => p && key.startsWith(p)),
    );
    expect(unused).toEqual([]);
  });

  it('writes plurals and values by the language’s rules', () => {
    expect(translate('en', 'notification.materialReady.body', { files: 1 })).toBe(
      '1 file ready for students.',
    );
    expect(translate('de', 'notification.materialReady.body', { files: 3 })).toBe(
      '3 Dateien sind für die Lernenden bereit.',
    );
    expect(translate('fr', 'roster.problem.otherRole', { email: 'a@b.c', role: 'teacher' })).toBe(
      'a@b.c est déjà enregistré comme enseignant.',
    );
  });

  it('writes a text inside a text, a field’s name, in the same language', () => {
    const required = text('validation.required', { field: text('validation.field.courseTitle') });
    expect(translate('en', required.key, required.values)).toBe('Course Title is required');
    expect(translate('fr', required.key, required.values)).toBe(
      'Le champ « Titre du cours » est obligatoire',
    );
  });
});

const WEB_LOCALES = path.resolve(SRC, '../../web/src/locales');

describe('the schemas’ rule messages', () => {
  it.each(LOCALES)('read in %s as the web’s catalogue has them', (locale) => {
    // The web writes a form's messages in the browser and the server writes the same rules'
    // messages in its answers: one wording for both.
    const web = JSON.parse(
      readFileSync(path.join(WEB_LOCALES, locale, 'public.json'), 'utf8'),
    ) as Record<string, string>;
    const catalogue: Record<string, string> = CATALOGUES[locale];
    const server = Object.keys(catalogue).filter((key) => key.startsWith('validation.'));
    expect(server.length).toBeGreaterThan(0);
    for (const key of server) expect(web[`public.${key}`], key).toBe(catalogue[key]);
  });
});
