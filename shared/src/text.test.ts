import { describe, expect, it } from 'vitest';
import { chatSendInput } from './chat.ts';
import { contactMessageInput } from './schemas.ts';
import { isStorableText, searchText } from './text.ts';

describe('isStorableText', () => {
  it('keeps any text a person can type, in any script', () => {
    for (const text of ['Ann', 'שלום', 'مرحبا', '👩‍👩‍👧‍👦', '\u202eevil', 'a\tb\nc', ''])
      expect(isStorableText(text)).toBe(true);
  });

  it('refuses NUL and lone surrogates, which PostgreSQL cannot keep as sent', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ud83d'])
      expect(isStorableText(text)).toBe(false);
  });
});

describe('text fields', () => {
  it('name the field whose text cannot be stored', () => {
    const contact = contactMessageInput.safeParse({
      name: 'Ann\u0000',
      email: 'ann@example.org',
      message: 'Hi \ud800',
    });
    expect(contact.error?.issues.map((i) => i.message)).toEqual([
      'Name contains characters that are not allowed.',
      'Message contains characters that are not allowed.',
    ]);
    const chat = chatSendInput.safeParse({
      activityId: '5b0e9f7e-3f0a-4a43-9f7e-9a1c5a8b2d11',
      content: 'what is \u0000?',
    });
    expect(chat.error?.issues[0]?.message).toBe(
      'The message contains characters that are not allowed.',
    );
    expect(searchText.safeParse('%\u0000%').success).toBe(false);
    expect(searchText.parse('  Aisha ')).toBe('Aisha');
  });
});
