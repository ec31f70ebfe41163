import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme.ts';
import { LazyNotifications } from './LazyNotifications.tsx';

// The container's chunk is transformed on first import: slow on a busy machine.
const LOADED = { timeout: 10_000 };

describe('LazyNotifications', () => {
  it('shows the first toast once the container has loaded, and the next ones as well', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <LazyNotifications />
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => void notifications.show({ title: 'Message Sent', message: 'Thank you.' }));
    expect(await screen.findByText('Message Sent', {}, LOADED)).toBeVisible();

    act(() => void notifications.show({ title: 'Saved', message: 'Your settings are saved.' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(screen.getByText('Message Sent')).toBeVisible();
  });
});
