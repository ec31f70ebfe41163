import { z } from 'zod';
import { DEPARTMENT_CODES } from './departments.ts';
import { LIMITS, SUBMISSIONS_PAGE_SIZE } from './limits.ts';
import { emailSchema } from './schemas.ts';
import { optionalText, requiredText, searchText } from './text.ts';
import { type FieldName, says } from './validation.ts';

const isoDate = (field: FieldName) => z.iso.date(says('notDate', field));
const department = z.enum(DEPARTMENT_CODES, says('chooseDepartment'));

export const courseCodeSchema = z
  .string()
  .trim()
  .min(1, says('required', 'courseCode'))
  .max(LIMITS.courseCodeMax, says('tooLong', 'courseCode', { max: LIMITS.courseCodeMax }))
  .regex(/^[A-Za-z0-9_-]+$/, says('courseCodeCharacters'))
  .transform((c) => c.toUpperCase());

const courseFields = {
  title: requiredText('courseTitle', LIMITS.courseTitleMax),
  courseCode: courseCodeSchema,
  departmentCode: department,
  description: requiredText('courseDescription', LIMITS.courseDescriptionMax),
  teacherId: z.uuid(says('chooseTeacher')),
  startDate: isoDate('startDate'),
  endDate: isoDate('endDate'),
  maxStudents: z.coerce
    .number()
    .int(says('wholeNumber', 'maxStudents'))
    .min(1, says('atLeast', 'maxStudents', { min: 1 }))
    .max(100_000),
  credits: z.coerce
    .number()
    .int(says('wholeNumber', 'credits'))
    .min(1, says('atLeast', 'credits', { min: 1 }))
    .max(LIMITS.creditsMax),
  prerequisites: optionalText('prerequisites', LIMITS.prerequisitesMax),
};

export const courseCreateInput = z.object(courseFields).refine((c) => c.endDate >= c.startDate, {
  path: ['endDate'],
  ...says('endBeforeStart'),
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
  firstName: requiredText('firstName', LIMITS.nameMax),
  lastName: requiredText('lastName', LIMITS.nameMax),
  email: emailSchema,
  departmentCode: department.nullish(),
  specialization: optionalText('specialization', LIMITS.specializationMax),
  bio: optionalText('biography', LIMITS.bioMax),
  qualifications: optionalText('qualifications', LIMITS.qualificationsMax),
  phone: optionalText('phoneNumber', LIMITS.phoneMax),
  office: optionalText('officeLocation', LIMITS.officeMax),
});
export type TeacherCreateInput = z.input<typeof teacherCreateInput>;

/** Edit Teacher: the email is read-only. */
export const teacherUpdateInput = z.object({
  id: z.uuid(),
  firstName: requiredText('firstName', LIMITS.nameMax),
  lastName: requiredText('lastName', LIMITS.nameMax),
  departmentCode: department.nullish(),
});

export const studentCreateInput = z.object({
  firstName: requiredText('firstName', LIMITS.nameMax),
  lastName: requiredText('lastName', LIMITS.nameMax),
  email: emailSchema,
  departmentCode: department.nullish(),
  phone: optionalText('phoneNumber', LIMITS.phoneMax),
  address: optionalText('address', LIMITS.addressMax),
});
export type StudentCreateInput = z.input<typeof studentCreateInput>;

/** Edit Student: one Name field, split at the first space (docs/product.md#edit-student-name). */
export const studentUpdateInput = z.object({
  id: z.uuid(),
  name: requiredText('name', LIMITS.fullNameMax),
  email: emailSchema,
  phone: optionalText('phoneNumber', LIMITS.phoneMax),
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
  activityId: z.uuid(says('transcriptMissing')),
  studentEmail: emailSchema,
});
