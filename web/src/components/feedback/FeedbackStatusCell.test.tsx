import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render.tsx';
import { FeedbackStatusCell } from './FeedbackStatusCell.tsx';

describe('FeedbackStatusCell', () => {
  it('says in French where feedback stands, with its score', () => {
    render(<FeedbackStatusCell feedback={{ score: 85, releasedAt: new Date() }} />, {
      locale: 'fr',
    });
    expect(screen.getByText('Publié')).toBeVisible();
    expect(screen.getByText('85/100')).toBeVisible();
  });

  it('names a draft and no feedback in German', () => {
    const { unmount } = render(
      <FeedbackStatusCell feedback={{ score: null, releasedAt: null }} />,
      {
        locale: 'de',
      },
    );
    expect(screen.getByText('Entwurf')).toBeVisible();
    unmount();
    render(<FeedbackStatusCell feedback={null} />, { locale: 'de' });
    expect(screen.getByLabelText('Kein Feedback')).toHaveTextContent('—');
  });
});
