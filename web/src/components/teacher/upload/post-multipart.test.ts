import { describe, expect, it } from 'vitest';
import { uploadErrorMessage } from './post-multipart.ts';

const fallback = 'Database: Failed to create activity.';

describe('uploadErrorMessage', () => {
  it("shows the server's detail for a client error", () => {
    const body = JSON.stringify({ detail: 'File too large: notes.pdf (max 10 MB)' });
    expect(uploadErrorMessage(413, body, fallback)).toBe('File too large: notes.pdf (max 10 MB)');
    expect(uploadErrorMessage(400, JSON.stringify({ message: 'Bad title' }), fallback)).toBe(
      'Bad title',
    );
  });

  it('falls back for server errors, unreadable bodies and empty details', () => {
    expect(uploadErrorMessage(500, JSON.stringify({ detail: 'stack trace' }), fallback)).toBe(
      fallback,
    );
    expect(uploadErrorMessage(400, '<html>', fallback)).toBe(fallback);
    expect(uploadErrorMessage(400, JSON.stringify({ detail: ' ' }), fallback)).toBe(fallback);
  });
});
