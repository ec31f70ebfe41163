import { describe, expect, it } from 'vitest';
import { activeNavItem } from './active-nav.ts';

const teacher = [
  { to: '/teacher_dashboard' },
  { to: '/activities' },
  { to: '/activities/create' },
  { to: '/student_responses', also: ['/chat-details'] },
];

describe('activeNavItem', () => {
  it('matches a path exactly', () => {
    expect(activeNavItem(teacher, '/activities')?.to).toBe('/activities');
  });

  it('prefers the most specific item', () => {
    expect(activeNavItem(teacher, '/activities/create')?.to).toBe('/activities/create');
  });

  it('matches detail pages through extra prefixes', () => {
    expect(activeNavItem(teacher, '/chat-details/a1/s%40x.edu')?.to).toBe('/student_responses');
  });

  it('ignores a trailing slash and does not match partial segments', () => {
    expect(activeNavItem(teacher, '/activities/')?.to).toBe('/activities');
    expect(activeNavItem(teacher, '/activitiesfoo')).toBeUndefined();
  });
});
