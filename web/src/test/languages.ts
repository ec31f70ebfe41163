import { i18n } from '@lingui/core';
import { LOCALES } from '@teachchat/shared';
import { afterEach } from 'vitest';
import { AREAS } from '../i18n/catalogues.ts';
import { loadLanguage } from '../i18n/language.ts';
import { writeRuleMessagesInReadersLanguage } from '../i18n/validation.ts';

// Every test file starts with every catalogue loaded and English active, as a reader whose
// language is English sees the app; a test renders in another with render(ui, { locale }).
await Promise.all(LOCALES.map((locale) => loadLanguage(locale, AREAS)));
i18n.activate('en');
// As main.tsx does at the app's start: the shared schemas' messages in the active language.
writeRuleMessagesInReadersLanguage();

afterEach(() => {
  if (i18n.locale !== 'en') i18n.activate('en');
});
