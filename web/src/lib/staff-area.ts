/**
 * The two areas that read students' work: each has its own responses list, transcripts and
 * insights pages, and shared screens link within the area they are shown in.
 */
export type StaffArea = 'admin' | 'teacher';
