import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render.tsx';
import { ProgressCharts } from './ProgressCharts.tsx';

const activity = (activityTitle: string, messages: number) => ({
  activityId: activityTitle,
  courseCode: 'CS101',
  activityTitle,
  messages,
  submittedAt: null,
});

describe('ProgressCharts', () => {
  it("says so in a sentence, with no bare axes, before a new student's first message", () => {
    render(<ProgressCharts activities={[activity('Week 3', 0), activity('Hash tables', 0)]} />);
    const card = screen.getByRole('region', { name: 'Your messages per activity' });
    expect(card).toHaveTextContent(
      'No messages yet: what you ask in each activity is counted here.',
    );
    expect(within(card).queryByRole('radiogroup')).toBeNull();
    expect(card.querySelector('.recharts-wrapper, svg')).toBeNull();
    expect(
      screen.getByRole('region', { name: 'Completed activities over time' }),
    ).toHaveTextContent('No activities completed yet.');
  });

  it('draws the chart, with a table to switch to, once there are messages', () => {
    render(<ProgressCharts activities={[activity('Week 3', 4), activity('Hash tables', 0)]} />);
    const card = screen.getByRole('region', { name: 'Your messages per activity' });
    expect(card).not.toHaveTextContent('No messages yet');
    expect(within(card).getByRole('radio', { name: 'Table' })).toBeInTheDocument();
  });
});
