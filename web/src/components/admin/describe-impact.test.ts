import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { type ImpactPart, deleteConfirmation, describeImpact } from './describe-impact.ts';

const parts = (enrollments: number, activities: number, conversations: number): ImpactPart[] => [
  { key: 'admin.common.enrollments', count: enrollments },
  { key: 'admin.common.activities', count: activities },
  { key: 'admin.common.conversations', count: conversations },
];

describe('describeImpact', () => {
  it('lists every non-zero part, singular or plural, joined with commas and "and"', () => {
    expect(describeImpact(parts(12, 3, 40))).toBe(
      '12 enrollments, 3 activities, and 40 conversations',
    );
    expect(describeImpact(parts(1, 0, 1))).toBe('1 enrollment and 1 conversation');
    expect(describeImpact(parts(0, 1, 0))).toBe('1 activity');
  });

  it('says nothing when nothing goes with it', () => {
    expect(describeImpact(parts(0, 0, 0))).toBeNull();
  });

  it("counts and joins in the reader's language", () => {
    i18n.activate('es');
    expect(describeImpact(parts(12, 1, 40))).toBe(
      '12 inscripciones, 1 actividad y 40 conversaciones',
    );
    i18n.activate('de');
    expect(describeImpact(parts(1, 0, 2))).toBe('1 Einschreibung und 2 Unterhaltungen');
  });
});

describe('deleteConfirmation', () => {
  it('names the thing and what goes with it', () => {
    expect(deleteConfirmation('CS101 (Intro)', parts(2, 0, 0))).toBe(
      'Delete CS101 (Intro)? This also deletes 2 enrollments. This cannot be undone.',
    );
    expect(deleteConfirmation('Ada Lovelace', parts(0, 0, 0))).toBe(
      'Delete Ada Lovelace? This cannot be undone.',
    );
  });

  it('asks in French', () => {
    i18n.activate('fr');
    expect(deleteConfirmation('CS101 (Intro)', parts(1, 2, 0))).toBe(
      'Supprimer CS101 (Intro) ? Cela supprime aussi : 1 inscription et 2 activités. Cette action est irréversible.',
    );
  });
});
