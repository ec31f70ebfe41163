import { z } from 'zod';
import { DEPARTMENT_CODES } from './departments.ts';
import { LIMITS, SUBMISSIONS_PAGE_SIZE } from './limits.ts';
import { emailSchema } from './schemas.ts';
import { optionalText, requiredText, searchText } from './text.ts';

const isoDate = (label: string) => z.iso.date(`${label} must be a date`);
const department = z.enum(DEPARTMENT_CODES, 'Choose a department');

export const courseCodeSchema = z
  .string()
  .trim()
  .min(1, 'Course Code is required')
  .max(LIMITS.courseCodeMax, `Course Code must be at most ${LIMITS.courseCodeMax} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Course Code may use letters, digits, - and _ only')
  .transform((c) => c.toUpperCase());

const courseFields = {
  title: requiredText('Course Title', LIMITS.courseTitleMax),
  courseCode: courseCodeSchema,
  departmentCode: department,
  description: requiredText('Course Description', LIMITS.courseDescriptionMax),
  teacherId: z.uuid('Choose the assigned teacher'),
  startDate: isoDate('Start Date'),
  endDate: isoDate('End Date'),
  maxStudents: z.coerce
    .number()
    .int('Max Students must be a whole number')
    .min(1, 'Max Students must be at least 1')
    .max(100_000),
  credits: z.coerce
    .number()
    .int('Credits must be a whole number')
    .min(1, 'Credits must be at least 1')
    .max(LIMITS.creditsMax),
  prerequisites: optionalText('Prerequisites', LIMITS.prerequisitesMax),
};

export const courseCreateInput = z.object(courseFields).refine((c) => c.endDate >= c.startDate, {
  path: ['endDate'],
  message: 'End Date cannot be before Start Date',
});
export type CourseCreateInput = z.input<typeof courseCreateInput>;

/** The Edit Course dialog: Title, Code, Department, Teacher, Max students. */
export const courseUpdateInput = z.object({
  id: z.uuid(),
  title: courseFields.title,
  courseCode: courseFields.courseCode,
  departmentCode: courseFields.departmentCode,
  teacherId: courseFields.teacherId,
  maxStudents: courseFields.maxStudents,
});

export const teacherCreateInput = z.object({
  firstName: requiredText('First Name', LIMITS.nameMax),
  lastName: requiredText('Last Name', LIMITS.nameMax),
  email: emailSchema,
  departmentCode: department.nullish(),
  specialization: optionalText('Specialization', LIMITS.specializationMax),
  bio: optionalText('Biography', LIMITS.bioMax),
  qualifications: optionalText('Qualifications', LIMITS.qualificationsMax),
  phone: optionalText('Phone Number', LIMITS.phoneMax),
  office: optionalText('Office Location', LIMITS.officeMax),
});
export type TeacherCreateInput = z.input<typeof teacherCreateInput>;

/** Edit Teacher: the email is read-only. */
export const teacherUpdateInput = z.object({
  id: z.uuid(),
  firstName: requiredText('First Name', LIMITS.nameMax),
  lastName: requiredText('Last Name', LIMITS.nameMax),
  departmentCode: department.nullish(),
});

export const studentCreateInput = z.object({
  firstName: requiredText('First Name', LIMITS.nameMax),
  lastName: requiredText('Last Name', LIMITS.nameMax),
  email: emailSchema,
  departmentCode: department.nullish(),
  phone: optionalText('Phone Number', LIMITS.phoneMax),
  address: optionalText('Address', LIMITS.addressMax),
});
export type StudentCreateInput = z.input<typeof studentCreateInput>;

/** Edit Student: one Name field, split at the first space (docs/product.md#edit-student-name). */
export const studentUpdateInput = z.object({
  id: z.uuid(),
  name: requiredText('Name', LIMITS.fullNameMax),
  email: emailSchema,
  phone: optionalText('Phone Number', LIMITS.phoneMax),
});

export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

export const submissionsInput = z.object({
  search: searchText.optional(),
  courseId: z.uuid().optional(),
  teacherId: z.uuid().optional(),
  studentId: z.uuid().optional(),
  activityId: z.uuid().optional(),
  sort: z.enum(['desc', 'asc']).default('desc'),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(SUBMISSIONS_PAGE_SIZE),
});
export type SubmissionsInput = z.input<typeof submissionsInput>;

export const transcriptInput = z.object({
  activityId: z.uuid('Required information (activity, student, user) is missing.'),
  studentEmail: emailSchema,
});
