const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line of a roster sync's outcome, in the words of the CSV import's summary. */
export function rosterSummary(summary: unknown): string {
  const s = summary as {
    learners?: number;
    added?: number;
    enrolled?: number;
    unenrolled?: number;
    alreadyEnrolled?: number;
    skipped?: unknown[];
  };
  return (
    [
      `${count(s.learners ?? 0, 'learner', 'learners')} in the LMS`,
      `${count(s.added ?? 0, 'student was', 'students were')} added`,
      `${count(s.enrolled ?? 0, 'enrollment', 'enrollments')} made`,
      `${count(s.unenrolled ?? 0, 'student', 'students')} unenrolled (work kept)`,
      `${count(s.skipped?.length ?? 0, 'learner', 'learners')} skipped`,
    ].join(', ') + '.'
  );
}
