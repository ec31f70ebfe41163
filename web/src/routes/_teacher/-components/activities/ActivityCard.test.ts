import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { type ComponentType, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TeacherActivity } from '../common/teacher-types.ts';
import { ActivityCard } from './ActivityCard.tsx';

const draft = {
  id: 'a1',
  title: 'Week 6: Stacks',
  description: '',
  courseId: 'c1',
  courseTitle: 'Introduction to Programming',
  courseCode: 'CS101',
  status: 'draft',
  responseCount: 0,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  startDate: null,
  endDate: null,
  estimatedMinutes: null,
  model: 'offline',
  vectorStore: 'postgres',
  temperature: 0.2,
  materialStatus: 'ready',
  studentInstructions: null,
  assistantInstructions: null,
} as TeacherActivity;

function render(activity: TeacherActivity): string {
  const noop = () => undefined;
  // The card links to the activity's insights: links need a router.
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });
  return renderToStaticMarkup(
    createElement(
      RouterContextProvider as ComponentType<{ router: AnyRouter; children?: ReactNode }>,
      { router },
      createElement(
        I18nProvider,
        { i18n },
        createElement(
          MantineProvider,
          null,
          createElement(ActivityCard, { activity, onView: noop, onDelete: noop, onPublish: noop }),
        ),
      ),
    ),
  );
}

describe('ActivityCard', () => {
  it('offers Publish on a draft, beside View Details', () => {
    const html = render(draft);
    expect(html).toContain('aria-label="Publish Week 6: Stacks"');
    expect(html).toContain('aria-label="View Details of Week 6: Stacks"');
  });

  it('has no Publish on a published activity', () => {
    expect(render({ ...draft, status: 'active' })).not.toContain('Publish');
  });
});
