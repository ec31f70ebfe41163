import { feedbackStatus } from '../../../../components/feedback/feedback-format.ts';
import { toCsv } from '../../../../components/teacher/csv/csv.ts';

export interface ResponseFilters {
  search?: string;
  courseId?: string;
  studentId?: string;
  activityId?: string;
}

/** The spec's three empty texts, by what narrowed the list. */
export function emptyResponsesText(filters: ResponseFilters): string {
  if (filters.search?.trim()) return 'No entries found matching your search.';
  if (filters.courseId || filters.studentId || filters.activityId) {
    return 'No entries found matching your filters.';
  }
  return 'No student responses available.';
}

/** The activity filter offers the chosen course's activities only. */
export function activityOptions<T extends { courseId: string }>(
  activities: T[],
  courseId: string | undefined,
): T[] {
  return courseId ? activities.filter((a) => a.courseId === courseId) : activities;
}

/** '21–40 of 57' for the page shown. */
export function pageRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${first}–${last} of ${total}`;
}

interface ResponseCsvRow {
  studentName: string;
  studentEmail: string;
  courseTitle: string;
  courseCode: string;
  activityTitle: string;
  lastResponseAt: Date;
  completed: boolean;
  messageCount: number;
  feedback: { comment: string; score: number | null; releasedAt: Date | null } | null;
}

export function responsesCsv(rows: readonly ResponseCsvRow[]): string {
  return toCsv<ResponseCsvRow>(
    [
      { header: 'Student', value: (r) => r.studentName },
      { header: 'Email', value: (r) => r.studentEmail },
      { header: 'Course', value: (r) => r.courseTitle },
      { header: 'Course Code', value: (r) => r.courseCode },
      { header: 'Activity', value: (r) => r.activityTitle },
      { header: 'Last Response Date', value: (r) => r.lastResponseAt },
      { header: 'Status', value: (r) => (r.completed ? 'Completed' : 'In progress') },
      { header: 'Messages', value: (r) => r.messageCount },
      { header: 'Feedback', value: (r) => feedbackStatus(r.feedback) },
      { header: 'Score', value: (r) => r.feedback?.score },
      { header: 'Feedback Comment', value: (r) => r.feedback?.comment },
      { header: 'Feedback Released', value: (r) => r.feedback?.releasedAt },
    ],
    rows,
  );
}
