import { ROLES, roleHome } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { ROLE_HOME_PATHS, hasKnownHome, roleHomePath } from './role-home.ts';

describe('role homes', () => {
  it('maps every role to a route the app has', () => {
    for (const role of ROLES) {
      expect(ROLE_HOME_PATHS).toContain(roleHome(role));
      expect(hasKnownHome(role)).toBe(true);
    }
  });

  it('sends an unknown role to /auth', () => {
    expect(roleHomePath('janitor')).toBe('/auth');
    expect(roleHomePath(null)).toBe('/auth');
    expect(hasKnownHome(undefined)).toBe(false);
  });

  it('matches the role homes of docs/product.md', () => {
    expect(roleHomePath('admin')).toBe('/admin_page');
    expect(roleHomePath('teacher')).toBe('/teacher_dashboard');
    expect(roleHomePath('student')).toBe('/student_dashboard');
  });
});
