import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { Feedback } from '@teachchat/shared';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageActions } from './MessageActions.tsx';

function render(feedback: Feedback | null, onFeedback?: () => void): string {
  return renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(
        MantineProvider,
        null,
        createElement(MessageActions, { content: 'A reply', feedback, onFeedback }),
      ),
    ),
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('MessageActions', () => {
  it("shows a transcript reader the student's like as a coloured, labelled mark", () => {
    const html = render('like');
    expect(text(html)).toContain('The student Liked this reply');
    expect(html).toContain('teal-9');
    // Nothing that looks pressable and greyed out: the student's choice is not a button.
    expect(html).not.toMatch(/aria-label="(Like|Dislike)"/);
    expect(html).not.toContain('disabled');
  });

  it('shows a dislike in red', () => {
    const html = render('dislike');
    expect(text(html)).toContain('The student Disliked this reply');
    expect(html).toContain('red-9');
  });

  it('shows no mark when the student chose nothing', () => {
    expect(text(render(null))).not.toMatch(/Liked|Disliked/);
  });

  it('gives the student Like and Dislike buttons that say which is pressed', () => {
    const html = render('like', () => undefined);
    expect(html).toMatch(
      /aria-label="Like"[^>]*aria-pressed="true"|aria-pressed="true"[^>]*aria-label="Like"/,
    );
    expect(html).toMatch(/aria-label="Dislike"/);
    expect(text(html)).not.toContain('The student');
  });
});
