import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import {
  DEFAULT_LOCALE,
  type Locale,
  type SchoolLanguageSettings,
  schoolLanguageSettings,
} from '@teachchat/shared';
import { SchoolSetting } from '../../db/entities/school-setting.ts';
import type { EventBus } from '../../events/bus.ts';
import { topics } from '../../events/topics.ts';

const KEY = 'language';

/** The school's default language; English until an admin saves one. */
export async function readSchoolLanguage(em: EntityManager): Promise<SchoolLanguageSettings> {
  const row = await kysely(em)
    .selectFrom('school_settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  const parsed = schoolLanguageSettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : { defaultLocale: DEFAULT_LOCALE };
}

/** Saves the default and tells every node's cache to forget the old one. */
export async function saveSchoolLanguage(
  em: EntityManager,
  bus: EventBus,
  settings: SchoolLanguageSettings,
): Promise<SchoolLanguageSettings> {
  await em.upsert(SchoolSetting, { key: KEY, value: settings, updatedAt: new Date() });
  await bus.announce(topics.schoolLanguageChanged, settings);
  return settings;
}

/**
 * The school's default language as this node remembers it: every call's context needs it
 * (an error is written in the caller's language), so a hit costs no query. Forgotten on
 * every node when an admin saves it, and after `ttlMs` (a change made outside the app).
 */
export class SchoolLocaleCache {
  private value: { locale: Locale; until: number } | undefined;
  private reading: Promise<Locale> | undefined;
  /** Counts forgets, so a value read before one is not kept after it. */
  private forgets = 0;
  private readonly stops: (() => void)[];
  private readonly bus: EventBus;
  private readonly ttlMs: number;
  private readonly read: typeof readSchoolLanguage;

  constructor(bus: EventBus, ttlMs: number, read = readSchoolLanguage) {
    this.bus = bus;
    this.ttlMs = ttlMs;
    this.read = read;
    this.stops = [
      bus.subscribe(topics.schoolLanguageChanged, () => this.forget()),
      bus.subscribe(topics.busResumed, () => this.forget()),
    ];
  }

  /**
   * Never fails: while PostgreSQL cannot answer, the call goes on in the language last read
   * (English if none), so a signed-out page or its "temporarily unavailable" is still said.
   */
  async get(em: () => EntityManager): Promise<Locale> {
    const value = this.value;
    if (value && value.until > Date.now() && this.bus.connected()) return value.locale;
    const forgets = this.forgets;
    this.reading ??= Promise.resolve()
      .then(() => this.read(em()))
      .then(
        ({ defaultLocale }) => {
          if (forgets === this.forgets) {
            this.value = { locale: defaultLocale, until: Date.now() + this.ttlMs };
          }
          return defaultLocale;
        },
        () => value?.locale ?? DEFAULT_LOCALE,
      )
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  private forget(): void {
    this.forgets += 1;
    this.value = undefined;
    this.reading = undefined;
  }

  close(): void {
    for (const stop of this.stops) stop();
  }
}
