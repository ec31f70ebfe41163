import { schemaResolver } from '@mantine/form';
import { contactMessageInput } from '@teachchat/shared';

/** The contact form's check, loaded after the page by ContactForm: it brings zod. */
export const validateContactMessage = schemaResolver(contactMessageInput, { sync: true });
