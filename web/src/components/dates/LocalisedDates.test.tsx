import { DatePicker } from '@mantine/dates';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render.tsx';
import { LocalisedDates } from './LocalisedDates.tsx';

describe('LocalisedDates', () => {
  it.each([
    ['en', 'November 2026', 'Mo'],
    ['es', 'noviembre 2026', 'lu'],
    ['fr', 'novembre 2026', 'lu'],
    ['de', 'November 2026', 'Mo'],
  ] as const)(
    'names the month and weekdays of a date picker in %s',
    async (locale, month, monday) => {
      render(
        <LocalisedDates>
          <DatePicker defaultDate="2026-11-01" />
        </LocalisedDates>,
        { locale },
      );
      expect(await screen.findByText(month)).toBeInTheDocument();
      expect(screen.getAllByText(monday)[0]).toBeInTheDocument();
    },
  );
});
