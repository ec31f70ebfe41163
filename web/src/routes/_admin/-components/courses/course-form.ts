/** What the Add Course form holds; numbers stay text until the schema reads them. */
export interface CourseFormValues {
  title: string;
  courseCode: string;
  departmentCode: string | null;
  description: string;
  teacherId: string | null;
  startDate: string;
  endDate: string;
  maxStudents: number | string;
  credits: number | string;
  prerequisites: string;
}

export const EMPTY_COURSE: CourseFormValues = {
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
};
