import type { Locale } from '@teachchat/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render.tsx';
import type { StudentCourseCard } from '../common/student-types.ts';
import { CourseCard } from './CourseCard.tsx';

const course = (enrolled: number, activities: number) =>
  ({
    id: 'c1',
    courseCode: 'CS101',
    title: 'Databases',
    description: 'Tables, keys and queries.',
    departmentCode: 'cs',
    enrolledCount: enrolled,
    activityCount: activities,
    progress: 45,
  }) as StudentCourseCard;

// The card in each language: the department, the counts with their plural, the share in the
// language's own way, and the button a student presses.
const READS: Record<Locale, [string, string, string, string, string]> = {
  en: ['Computer Science', '1 student', '3 activities', '45%', 'View Course'],
  es: ['Informática', '1 estudiante', '3 actividades', '45 %', 'Ver curso'],
  fr: ['Informatique', '1 élève', '3 activités', '45 %', 'Voir le cours'],
  de: ['Informatik', '1 Lernende/r', '3 Aufgaben', '45 %', 'Kurs ansehen'],
};

describe('CourseCard', () => {
  it.each(Object.entries(READS))('reads in %s', (locale, [department, one, many, share, view]) => {
    render(<CourseCard course={course(1, 3)} />, { locale: locale as Locale });
    expect(screen.getByText(department)).toBeInTheDocument();
    expect(screen.getByText(one)).toBeInTheDocument();
    expect(screen.getByText(many)).toBeInTheDocument();
    // Intl separates the number from its sign with a non-breaking space in some languages.
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === share)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^${view}`) })).toBeInTheDocument();
  });

  it('says "students" for more than one, in the language’s own plural', () => {
    render(<CourseCard course={course(2, 1)} />, { locale: 'fr' });
    expect(screen.getByText('2 élèves')).toBeInTheDocument();
    expect(screen.getByText('1 activité')).toBeInTheDocument();
  });
});
