import type { NotificationView } from '@teachchat/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { NotificationsMenu } from './NotificationsMenu.tsx';

const feedback: NotificationView = {
  id: 'n1',
  kind: 'feedback',
  title: 'Comentarios sobre Semana 6: pilas, colas y listas enlazadas con ejemplos',
  body: 'Estructuras de datos: tu docente ha publicado sus comentarios.',
  link: null,
  readAt: null,
  createdAt: new Date(),
};

// jsdom lays nothing out, so the test checks what lets the texts fit in the 360px menu: the
// header may wrap, the button grows to its label and the label may break lines, and a title
// may take more than one line.
describe('the notifications menu in Spanish', () => {
  it('lets Marcar todas como leídas and a long title wrap rather than be cut', async () => {
    const { user } = render(<NotificationsMenu />, {
      locale: 'es',
      api: { 'me.notifications.list': () => ({ items: [feedback], unreadCount: 1 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones (1 sin leer)' }));
    const markAll = await screen.findByRole('button', { name: 'Marcar todas como leídas' });
    expect(markAll).toBeEnabled();
    const label = within(markAll).getByText('Marcar todas como leídas');
    expect(label).toHaveStyle({ whiteSpace: 'normal', height: 'auto' });
    expect(markAll).toHaveStyle({ height: 'auto' });
    // The header row wraps (Mantine's Group: flex-wrap from --group-wrap).
    const header = markAll.parentElement;
    expect(header?.style.getPropertyValue('--group-wrap')).toBe('wrap');

    const title = screen.getByText(feedback.title);
    expect(title).toHaveAttribute('data-line-clamp', 'true');
    expect(title.style.getPropertyValue('--text-line-clamp')).toBe('3');
  });
});
