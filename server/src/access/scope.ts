/**
 * Whose rows a caller sees. Every resource belongs to a course, and a course to its
 * teacher (and any co-teachers, `course_teachers`): a teacher sees the rows of the courses
 * they teach; an admin (no `teacherId`) sees them all. Each resource's module turns a
 * scope into its em.find filter.
 */
export interface Scope {
  teacherId?: string | undefined;
}
