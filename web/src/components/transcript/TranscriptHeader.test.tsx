import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { TranscriptHeader } from './TranscriptHeader.tsx';
import { TranscriptSkeleton } from './TranscriptSkeleton.tsx';

describe('the transcript header in another language', () => {
  it('goes back with a button named in Spanish', async () => {
    const onBack = vi.fn();
    const { user } = render(<TranscriptHeader onBack={onBack} title="Ada · Photosynthesis" />, {
      locale: 'es',
    });
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('names its placeholder while the chat loads, in German', () => {
    render(<TranscriptSkeleton />, { locale: 'de' });
    expect(screen.getByLabelText('Chat wird geladen')).toHaveAttribute('aria-busy', 'true');
  });
});
