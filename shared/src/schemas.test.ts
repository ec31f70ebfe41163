import { describe, expect, it } from 'vitest';
import { roleHome } from './roles.ts';
import { contactMessageInput, preferencesSchema, preferencesUpdate } from './schemas.ts';

describe('roleHome', () => {
  it('sends each role to its home and anything else to /auth', () => {
    expect(roleHome('admin')).toBe('/admin_page');
    expect(roleHome('teacher')).toBe('/teacher_dashboard');
    expect(roleHome('student')).toBe('/student_dashboard');
    expect(roleHome('janitor')).toBe('/auth');
    expect(roleHome(null)).toBe('/auth');
  });
});

describe('contactMessageInput', () => {
  it('trims, lower-cases the email and names each missing field', () => {
    expect(
      contactMessageInput.parse({ name: ' Ann ', email: ' Ann@X.ORG ', message: ' Hi ' }),
    ).toEqual({ name: 'Ann', email: 'ann@x.org', message: 'Hi' });
    const result = contactMessageInput.safeParse({ name: ' ', email: 'nope', message: '' });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name is required',
        'Enter a valid email address',
        'Message is required',
      ]),
    );
  });
});

describe('preferences', () => {
  it('fills defaults for settings never saved', () => {
    expect(preferencesSchema.parse({})).toMatchObject({
      theme: null,
      compactMode: false,
      autoRefresh: true,
    });
  });

  it('refuses unknown keys and wrong types in an update', () => {
    expect(preferencesUpdate.safeParse({ compactMode: 'yes' }).success).toBe(false);
    expect(preferencesUpdate.safeParse({ admin: true }).success).toBe(false);
    expect(preferencesUpdate.safeParse({ theme: 'dark' }).success).toBe(true);
  });
});
