import { describe, expect, it } from 'vitest';
import {
  addMaterialFiles,
  dayBoundary,
  initialActivityValues,
  materialFileProblem,
  toActivityInput,
  validateActivity,
} from './activity-form.ts';

const COURSE = '0b9a3c1e-4d8f-4e57-9a43-2f6f2a6c8d11';
const values = () => ({
  ...initialActivityValues({ courseId: COURSE, model: 'offline', vectorStore: 'postgres' }),
  title: 'Loops',
});

describe('activity form', () => {
  it('starts with the product defaults', () => {
    const initial = initialActivityValues({
      courseId: null,
      model: 'GPT_4',
      vectorStore: 'postgres',
    });
    expect(initial.temperature).toBe(0.7);
    expect(initial.model).toBe('GPT_4');
    expect(initial.courseId).toBeNull();
  });

  it('sends whole days: the start at its first moment, the end at its last', () => {
    const start = dayBoundary('2026-03-01', 'start');
    const end = dayBoundary('2026-03-08', 'end');
    expect(new Date(start ?? '').getDate()).toBe(1);
    expect(new Date(start ?? '').getHours()).toBe(0);
    expect(new Date(end ?? '').getDate()).toBe(8);
    expect(new Date(end ?? '').getHours()).toBe(23);
    expect(dayBoundary(null, 'end')).toBeNull();
  });

  it('turns empty optional fields into nothing and keeps the draft choice', () => {
    const input = toActivityInput(values(), false);
    expect(input).toMatchObject({
      title: 'Loops',
      courseId: COURSE,
      estimatedMinutes: null,
      startDate: null,
      publish: false,
    });
    expect(toActivityInput({ ...values(), estimatedMinutes: 30 }, true).estimatedMinutes).toBe(30);
  });

  it('sends the instructions for students and the private ones for the assistant apart', () => {
    const input = toActivityInput(
      { ...values(), studentInstructions: 'Trace one sort.', assistantInstructions: 'Give hints.' },
      true,
    );
    expect(input).toMatchObject({
      studentInstructions: 'Trace one sort.',
      assistantInstructions: 'Give hints.',
    });
  });

  it("reports the shared schema's messages on their fields", () => {
    expect(validateActivity(values())).toEqual({});
    expect(validateActivity({ ...values(), title: ' ', courseId: null })).toEqual({
      title: 'Title is required',
      courseId: 'Choose a course',
    });
    expect(
      validateActivity({ ...values(), startDate: '2026-03-08', endDate: '2026-03-01' }).endDate,
    ).toBe('End date cannot be before the start date');
    expect(validateActivity({ ...values(), estimatedMinutes: 0 }).estimatedMinutes).toBe(
      'Estimated time must be at least 1 minute',
    );
    const long = 'x'.repeat(5001);
    expect(
      validateActivity({ ...values(), studentInstructions: long, assistantInstructions: long }),
    ).toEqual({
      studentInstructions: 'Instructions for students must be at most 5000 characters',
      assistantInstructions: 'Assistant instructions must be at most 5000 characters',
    });
  });
});

describe('material files', () => {
  const file = (name: string, size = 1000, lastModified = 1) => ({ name, size, lastModified });

  it('accepts the five types and names the file when refusing one', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.txt', 'd.csv', 'e.md']) {
      expect(materialFileProblem(file(name))).toBeNull();
    }
    expect(materialFileProblem(file('slides.pptx'))).toBe(
      'slides.pptx: unsupported file type. Upload PDF, DOCX, TXT, CSV or Markdown.',
    );
    expect(materialFileProblem(file('big.pdf', 10 * 1024 * 1024 + 1))).toBe(
      'File too large: big.pdf (max 10 MB)',
    );
    expect(materialFileProblem(file('ok.pdf', 10 * 1024 * 1024))).toBeNull();
  });

  it('adds good files once and reports the others', () => {
    const first = addMaterialFiles([], [file('a.pdf'), file('x.exe')]);
    expect(first.files.map((f) => f.name)).toEqual(['a.pdf']);
    expect(first.problems).toHaveLength(1);
    const again = addMaterialFiles(first.files, [file('a.pdf'), file('b.txt')]);
    expect(again.files.map((f) => f.name)).toEqual(['a.pdf', 'b.txt']);
    expect(again.problems).toEqual([]);
  });
});
