import type { NotificationView } from '@teachchat/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { NotificationsList } from './NotificationsList.tsx';

const submission: NotificationView = {
  id: 'n1',
  kind: 'submission',
  title: 'New submission',
  body: 'Omar Haddad submitted Week 6: Stacks.',
  link: '/student_responses',
  readAt: null,
  createdAt: new Date(),
};
const enrollment: NotificationView = {
  id: 'n2',
  kind: 'enrollment',
  title: 'Enrolled in CS101',
  body: 'You were enrolled in Introduction to Programming.',
  link: null,
  readAt: new Date(),
  createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000),
};

const props = { isPending: false, error: undefined, onRetry: vi.fn(), onOpen: vi.fn() };

describe('NotificationsList', () => {
  it('lists each notification as a button that says whether it is unread', async () => {
    const onOpen = vi.fn();
    const { user } = render(
      <NotificationsList {...props} items={[submission, enrollment]} onOpen={onOpen} />,
    );
    const [newest, older] = screen.getAllByRole('button');
    expect(newest).toHaveAccessibleName('Unread: New submission');
    expect(older).toHaveAccessibleName('Enrolled in CS101');
    expect(screen.getByText('Omar Haddad submitted Week 6: Stacks.')).toBeVisible();
    expect(screen.getByText('just now')).toBeVisible();
    expect(screen.getByText('3 hours ago')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Unread: New submission' }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(submission);
  });

  it('says so when there are none', () => {
    render(<NotificationsList {...props} items={[]} />);
    expect(screen.getByText('No notifications yet')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names its loader while the list loads', () => {
    render(<NotificationsList {...props} items={undefined} isPending />);
    expect(screen.getByLabelText('Loading notifications')).toBeInTheDocument();
  });

  it('shows why the list could not be loaded, and tries again on request', async () => {
    const onRetry = vi.fn();
    const { user } = render(
      <NotificationsList
        {...props}
        items={undefined}
        error="Could not reach the server. Check your connection and try again."
        onRetry={onRetry}
      />,
    );
    expect(
      screen.getByText('Could not reach the server. Check your connection and try again.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
