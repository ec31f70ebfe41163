import { schemaResolver } from '@mantine/form';
import { type ContactMessageInput, contactMessageInput } from '@teachchat/shared';
import { writeRuleMessagesInReadersLanguage } from '~/i18n/validation.ts';

const resolve = schemaResolver(contactMessageInput, { sync: true });

/**
 * The contact form's check, loaded after the page by ContactForm: it brings zod. It says why in
 * the visitor's language (the messages' keys are in `public`, which the landing page loads):
 * the landing page's entry sets no writer at its start, so the check sets it, loaded with it on
 * the form's first focus and adding nothing to the page's first download. Setting it again is
 * harmless (in the app, main.tsx has set the same one).
 */
export function validateContactMessage(values: ContactMessageInput) {
  writeRuleMessagesInReadersLanguage();
  return resolve(values);
}
