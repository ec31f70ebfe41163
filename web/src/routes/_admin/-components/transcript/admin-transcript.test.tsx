import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render.tsx';
import { AdminTranscriptSubtitle } from './AdminTranscriptSubtitle.tsx';

describe("an admin's transcript in another language", () => {
  it('names the student, course and teacher, and when it was handed in, in French', () => {
    render(
      <p data-testid="subtitle">
        <AdminTranscriptSubtitle
          student="Omar Haddad"
          course="Chimie"
          code="CH101"
          teacher="Ana Lee"
          submittedAt={new Date(Date.UTC(2026, 0, 5, 12, 0))}
        />
      </p>,
      { locale: 'fr' },
    );
    const subtitle = screen.getByTestId('subtitle').textContent ?? '';
    expect(subtitle).toMatch(
      /^Omar Haddad · Chimie \(CH101\) \(Enseignant : Ana Lee\) · Rendu le /,
    );
    expect(subtitle).toContain('2026');
    expect(subtitle).not.toMatch(/Teacher|Submitted/);
  });

  it('says nothing of handing in before the student submits, in German', () => {
    render(
      <p data-testid="subtitle">
        <AdminTranscriptSubtitle student="Omar" course="Chemie" code="CH101" teacher="Ana Lee" />
      </p>,
      { locale: 'de' },
    );
    expect(screen.getByTestId('subtitle')).toHaveTextContent(
      /^Omar · Chemie \(CH101\) \(Lehrkraft: Ana Lee\)$/,
    );
  });
});
