import { describe, expect, it } from 'vitest';
import { preferencesSchema } from '@teachchat/shared';
import { avatarProblem, settingsValues, splitSettings } from './settings-form.ts';

describe('teacher settings form', () => {
  it('starts from the profile and the saved switches', () => {
    const values = settingsValues(
      { firstName: 'Grace', lastName: 'Hopper', phone: '555-0100' } as {
        firstName: string;
        lastName: string;
      },
      preferencesSchema.parse({}),
    );
    expect(values).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '555-0100',
      bio: '',
      notifyEmail: true,
      notifySubmissions: true,
      notifyStudentMessages: true,
      notifyCourseUpdates: false,
    });
    expect(splitSettings(values).profile).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '555-0100',
      bio: '',
    });
    expect(Object.keys(splitSettings(values).preferences)).toHaveLength(4);
  });

  it('accepts small PNG, JPEG and WebP pictures only', () => {
    expect(avatarProblem({ name: 'me.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(
      avatarProblem({ name: 'me.webp', type: 'image/webp', size: 2 * 1024 * 1024 }),
    ).toBeNull();
    expect(avatarProblem({ name: 'me.gif', type: 'image/gif', size: 1000 })).toBe(
      'me.gif: upload a PNG, JPEG or WebP image.',
    );
    expect(avatarProblem({ name: 'me.jpg', type: 'image/jpeg', size: 3 * 1024 * 1024 })).toBe(
      'File too large: me.jpg (max 2 MB)',
    );
  });
});
