import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../events/memory-bus.ts';
import { topics } from '../../events/topics.ts';
import { DEFAULT_LOCALE, schoolLanguageSettings } from '@teachchat/shared';
import { SchoolLocaleCache } from './language.ts';

/** The saved setting as the database would answer it, or a failure when it is down. */
function database(saved: { value: unknown; down?: boolean }) {
  let reads = 0;
  const em = () => ({}) as EntityManager;
  const read = async () => {
    reads++;
    if (saved.down) throw new Error('connect ECONNREFUSED');
    const parsed = schoolLanguageSettings.safeParse(saved.value ?? {});
    return parsed.success ? parsed.data : { defaultLocale: DEFAULT_LOCALE };
  };
  return { em, read, reads: () => reads };
}

describe("the node's memory of the school's language", () => {
  it('reads once, then again only when an admin changes it', async () => {
    const bus = createMemoryBus();
    const saved: { value: unknown } = { value: undefined };
    const db = database(saved);
    const cache = new SchoolLocaleCache(bus, 60_000, db.read);
    expect(await cache.get(db.em)).toBe('en');
    expect(await cache.get(db.em)).toBe('en');
    expect(db.reads()).toBe(1);
    saved.value = { defaultLocale: 'fr' };
    await bus.announce(topics.schoolLanguageChanged, { defaultLocale: 'fr' });
    expect(await cache.get(db.em)).toBe('fr');
    expect(db.reads()).toBe(2);
    cache.close();
  });

  it('keeps speaking the last language read while PostgreSQL cannot answer', async () => {
    const bus = createMemoryBus();
    const saved = { value: { defaultLocale: 'de' }, down: false };
    const db = database(saved);
    const cache = new SchoolLocaleCache(bus, 0, db.read);
    expect(await cache.get(db.em)).toBe('de');
    saved.down = true;
    expect(await cache.get(db.em)).toBe('de');
    expect(await new SchoolLocaleCache(bus, 0, db.read).get(db.em)).toBe('en');
    cache.close();
  });
});
