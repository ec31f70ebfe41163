import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '@teachchat/shared';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config.ts';
import { AREAS } from './catalogues.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function catalogue(locale: string, area: string): Record<string, string> {
  const file = path.join(SRC, 'locales', locale, `${area}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

const english = new Map(AREAS.map((area) => [area, catalogue('en', area)]));
const englishKeys = [...english.values()].flatMap((messages) => Object.keys(messages));

/** A message's placeholders, plural and select branches included. */
function placeholders(message: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, choices] = token;
    found.add(name);
    if ((type === 'plural' || type === 'select' || type === 'selectordinal') && choices) {
      for (const [key, branch] of Object.entries(choices as Record<string, unknown>)) {
        if (key !== 'offset' && Array.isArray(branch))
          placeholders(branch as CompiledMessage, found);
      }
    }
  }
  return found;
}

/** The numbered tags a message wraps text in, for <T components>: "<0>", "<1/>". */
const tags = (message: string) => new Set(message.match(/<\/?\d+\/?>/g) ?? []);

/** Every string literal in the app's code that names a catalogue key. */
function keysInCode(): Set<string> {
  const literal = new RegExp(`['"\`]((?:${AREAS.join('|')})\\.[\\w.-]+)['"\`]`, 'g');
  const used = new Set<string>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test'),
  );
  for (const file of files) {
    for (const match of readFileSync(path.join(SRC, file), 'utf8').matchAll(literal)) {
      if (match[1]) used.add(match[1]);
    }
  }
  return used;
}

describe('the catalogues', () => {
  it('are the languages and areas that Lingui compiles', () => {
    expect(linguiConfig.locales).toEqual([...LOCALES]);
    expect(linguiConfig.catalogs?.map((entry) => path.basename(entry.path))).toEqual([...AREAS]);
  });

  it('keep each key in the area its first segment names', () => {
    for (const [area, messages] of english) {
      for (const key of Object.keys(messages)) expect(key.split('.')[0], key).toBe(area);
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'have in %s exactly the keys of English, with its placeholders and tags',
    (locale) => {
      for (const [area, source] of english) {
        const translated = catalogue(locale, area);
        expect(Object.keys(translated).sort(), `${locale}/${area}.json`).toEqual(
          Object.keys(source).sort(),
        );
        for (const [key, message] of Object.entries(translated)) {
          const original = source[key] ?? '';
          expect(message.trim(), `${locale} ${key} is empty`).not.toBe('');
          const wanted = placeholders(compileMessageOrThrow(original));
          // A translation may leave a placeholder out (a plural's count it words otherwise),
          // never bring one English does not give.
          for (const name of placeholders(compileMessageOrThrow(message))) {
            expect(wanted.has(name), `${locale} ${key} has {${name}}`).toBe(true);
          }
          expect(tags(message), `${locale} ${key}'s tags`).toEqual(tags(original));
        }
      }
    },
  );

  it('hold no key that the code does not use', () => {
    const used = keysInCode();
    expect(englishKeys.filter((key) => !used.has(key))).toEqual([]);
  });

  it('compile in English, the source', () => {
    for (const [key, message] of [...english.values()].flatMap((m) => Object.entries(m))) {
      expect(() => compileMessageOrThrow(message), key).not.toThrow();
    }
  });
});
