import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ActivityFeedback } from '../common/teacher-types.ts';
import { FeedbackByActivity } from './FeedbackByActivity.tsx';

function render(rows: ActivityFeedback[] | undefined): string {
  return renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(MantineProvider, null, createElement(FeedbackByActivity, { rows })),
    ),
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('FeedbackByActivity', () => {
  it('counts the likes and dislikes of each activity, coloured where there are some', () => {
    const html = render([
      {
        activityId: 'a1',
        activityTitle: 'Lecture 4',
        courseTitle: 'Thermodynamics',
        responses: 12,
        likes: 5,
        dislikes: 1,
      },
      {
        activityId: 'a2',
        activityTitle: 'Lab 2',
        courseTitle: 'Optics',
        responses: 3,
        likes: 0,
        dislikes: 0,
      },
    ]);
    expect(text(html)).toContain('Lecture 4 Thermodynamics 5 likes 1 dislike');
    expect(text(html)).toContain('Lab 2 Optics 0 likes 0 dislikes');
    expect(html).toContain('teal-9');
    expect(html).toContain('red-9');
  });

  it('shows nothing while there are no responses', () => {
    expect(render([])).not.toContain('<section');
    expect(render(undefined)).not.toContain('<section');
  });
});
