import type { CourseCreateInput } from '@teachchat/shared';
import type { FormValues } from '~/lib/form-values.ts';

/** The Add Course form, empty; numbers stay text ('') until the schema reads them. */
export const EMPTY_COURSE = {
  title: '',
  courseCode: '',
  departmentCode: null,
  description: '',
  teacherId: null,
  startDate: '',
  endDate: '',
  maxStudents: '',
  credits: '',
  prerequisites: '',
} satisfies FormValues<CourseCreateInput, 'departmentCode' | 'teacherId'>;
