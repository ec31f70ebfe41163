import type { EntityManager } from '@mikro-orm/postgresql';
import type { DemoAccount } from '../auth/dev-sign-in-page.ts';
import { Course } from '../db/entities/course.ts';
import { Enrollment } from '../db/entities/enrollment.ts';
import { User } from '../db/entities/user.ts';

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

const ADMIN = { firstName: 'Dana', lastName: 'Whitfield', email: 'dana.whitfield@example.edu' };

const TEACHERS = [
  {
    firstName: 'Maria',
    lastName: 'Okafor',
    email: 'maria.okafor@example.edu',
    departmentCode: 'cs',
    specialization: 'Programming languages',
    bio: 'Teaches introductory programming and enjoys turning bugs into lessons.',
    qualifications: 'PhD Computer Science',
    office: 'Turing Hall 204',
    phone: '+1 555 0142',
  },
  {
    firstName: 'James',
    lastName: 'Chen',
    email: 'james.chen@example.edu',
    departmentCode: 'math',
    specialization: 'Applied mathematics',
    bio: 'Works on numerical methods; believes every proof deserves a picture.',
    qualifications: 'PhD Mathematics',
    office: 'Noether Building 112',
    phone: '+1 555 0178',
  },
];

const STUDENTS = [
  { firstName: 'Aisha', lastName: 'Patel', departmentCode: 'cs' },
  { firstName: 'Lucas', lastName: 'Moreau', departmentCode: 'cs' },
  { firstName: 'Sofia', lastName: 'Ramirez', departmentCode: 'math' },
  { firstName: 'Noah', lastName: 'Kim', departmentCode: 'phys' },
  { firstName: 'Emma', lastName: 'Johansson', departmentCode: 'bio' },
  { firstName: 'Omar', lastName: 'Haddad', departmentCode: 'eng' },
].map((s) => ({
  ...s,
  email: `${s.firstName}.${s.lastName}@example.edu`.toLowerCase(),
  phone: null,
}));

const COURSES = [
  {
    title: 'Introduction to Programming',
    courseCode: 'CS101',
    departmentCode: 'cs',
    teacher: 0,
    description:
      'Variables, control flow, functions and data structures in Python, with weekly labs.',
    credits: 4,
    prerequisites: null,
    students: [0, 1, 2, 5],
  },
  {
    title: 'Linear Algebra',
    courseCode: 'MATH201',
    departmentCode: 'math',
    teacher: 1,
    description: 'Vectors, matrices, linear maps, eigenvalues and their applications.',
    credits: 3,
    prerequisites: 'MATH101',
    students: [0, 2, 3, 4],
  },
  {
    title: 'Data Structures and Algorithms',
    courseCode: 'CS201',
    departmentCode: 'cs',
    teacher: 0,
    description: 'Lists, trees, graphs, hashing, sorting and the analysis of algorithms.',
    credits: 4,
    prerequisites: 'CS101',
    students: [1, 3, 5],
  },
];

/** The demo school, added only to a database with no users at all. */
export async function seedIfEmpty(em: EntityManager): Promise<boolean> {
  if ((await em.count(User, {})) > 0) return false;
  em.create(User, { role: 'admin', ...ADMIN });
  const teachers = TEACHERS.map((t) => em.create(User, { role: 'teacher', ...t }));
  const students = STUDENTS.map((s) =>
    em.create(User, { role: 'student', ...s, skills: ['Problem solving'] }),
  );
  for (const c of COURSES) {
    const teacher = teachers[c.teacher];
    if (!teacher) continue;
    const course = em.create(Course, {
      title: c.title,
      courseCode: c.courseCode,
      departmentCode: c.departmentCode,
      description: c.description,
      teacher,
      startDate: isoDate(-30),
      endDate: isoDate(90),
      maxStudents: 40,
      credits: c.credits,
      prerequisites: c.prerequisites,
    });
    for (const i of c.students) {
      const student = students[i];
      if (student) em.create(Enrollment, { course, student });
    }
  }
  await em.flush();
  return true;
}

/** Accounts offered as buttons on the local provider's sign-in page. */
export async function demoAccounts(em: EntityManager): Promise<DemoAccount[]> {
  const users = await em.find(
    User,
    {},
    {
      orderBy: { role: 'asc', lastName: 'asc' },
      limit: 12,
      fields: ['email', 'firstName', 'lastName', 'role'],
    },
  );
  return users.map((u) => ({ email: u.email, name: `${u.firstName} ${u.lastName}`, role: u.role }));
}
