// No zod here: these are the words of the schemas' rules, which the apps translate.

/**
 * The messages of the schemas' rules, in English (the source), by a key that stays when the
 * wording changes. The web translates them as `public.validation.<key>`, the server as
 * `validation.<key>`; `{field}` is a field's name (FIELD_NAMES), translated the same way
 * (`public.validation.field.<name>`, `validation.field.<name>`).
 */
export const VALIDATION_MESSAGES = {
  required: '{field} is required',
  tooLong: '{field} must be at most {max} characters',
  notAllowed: '{field} contains characters that are not allowed.',
  notDate: '{field} must be a date',
  wholeNumber: '{field} must be a whole number',
  atLeast: '{field} must be at least {min}',
  atMost: '{field} must be at most {max}',
  webAddress: '{field} must be a web address',
  emailTooLong: 'Email is too long',
  email: 'Enter a valid email address',
  chooseDepartment: 'Choose a department',
  courseCodeCharacters: 'Course Code may use letters, digits, - and _ only',
  chooseTeacher: 'Choose the assigned teacher',
  endBeforeStart: 'End Date cannot be before Start Date',
  activityEndBeforeStart: 'End date cannot be before the start date',
  filterEndBeforeStart: 'The end date cannot be before the start date',
  transcriptMissing: 'Required information (activity, student, user) is missing.',
  chooseCourse: 'Choose a course',
  estimatedTime: 'Estimated time must be at least 1 minute',
  chooseModel: 'Choose a model',
  chooseVectorStore: 'Choose a vector store',
  temperatureRange: 'Temperature must be between {min} and {max}',
  fillRequired: 'Please fill in all required fields.',
  termCode: 'Term Code is 1 to 8 letters or digits',
  chooseFromTerm: 'Choose the term to copy from',
  chooseToTerm: 'Choose the term to copy into',
  deploymentIdNeeded: 'Enter at least one Deployment ID',
  activityNotFound: 'Activity not found',
  courseNotFound: 'Course not found',
  studentNotFound: 'Student not found',
  messageNotFound: 'Message not found',
  noteNotFound: 'Note not found',
  questionNotFound: 'Question not found',
  submissionNotFound: 'Submission not found',
  unknownActivity: 'Unknown activity',
  unknownMessage: 'Unknown message',
  typeMessage: 'Type a message first.',
  messageTooLong: 'Messages can be at most {max} characters.',
  messageNotAllowed: 'The message contains characters that are not allowed.',
  answerNotAllowed: 'The answer contains characters that are not allowed.',
  messageId: 'The message id must be a UUID.',
  chooseDate: 'Choose a date',
  revealReason: 'Say why you need the name (at least {min} characters)',
  answersMax: 'At most {max} answers',
  scoreRange: 'Score must be between {min} and {max}',
  language: 'Language must be one of {locales}.',
  rosterRole: 'Choose whether the roster lists students or teachers',
  rosterTooLong:
    'The roster is too long (at most {max, number} characters): split it into smaller files.',
  rosterEmpty: 'Paste the roster or choose a CSV file.',
  rosterNotAllowed: 'The roster contains characters that are not allowed.',
  unknownDepartment: 'Unknown department "{department}"',
  skillEmpty: 'A skill cannot be empty.',
  skillTooLong: 'Skills can be at most {max} characters.',
  skillNotAllowed: 'A skill contains characters that are not allowed.',
  skillsMax: 'At most {max} skills.',
} as const;

/** The fields the messages name, as their forms label them. */
export const FIELD_NAMES = {
  courseTitle: 'Course Title',
  courseCode: 'Course Code',
  courseDescription: 'Course Description',
  startDate: 'Start Date',
  endDate: 'End Date',
  maxStudents: 'Max Students',
  credits: 'Credits',
  prerequisites: 'Prerequisites',
  firstName: 'First Name',
  lastName: 'Last Name',
  name: 'Name',
  specialization: 'Specialization',
  biography: 'Biography',
  qualifications: 'Qualifications',
  phoneNumber: 'Phone Number',
  officeLocation: 'Office Location',
  address: 'Address',
  message: 'Message',
  tokenName: 'Token name',
  search: 'Search',
  title: 'Title',
  description: 'Description',
  studentInstructions: 'Instructions for students',
  assistantInstructions: 'Assistant instructions',
  phone: 'Phone',
  bio: 'Bio',
  termName: 'Term Name',
  answer: 'Answer',
  comment: 'Comment',
  score: 'Score',
  correction: 'Correction',
  note: 'Note',
  conversationDays: 'Days to keep conversations',
  submissionYears: 'Years to keep submissions and feedback',
  auditYears: 'Years to keep the audit trail',
  lmsAddress: 'LMS address',
  issuer: 'Issuer',
  clientId: 'Client ID',
  authLoginUrl: 'Authentication request URL',
  accessTokenUrl: 'Access token URL',
  jwksUrl: 'Public keyset URL',
  deploymentId: 'Deployment ID',
  lmsCourseId: 'LMS course ID',
  department: 'Department',
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;
export type FieldName = keyof typeof FIELD_NAMES;

/** A rule's message before it is written in anyone's language. */
export interface ValidationText {
  key: ValidationKey;
  field?: FieldName;
  values?: Record<string, string | number>;
}

/** Writes a rule's message: English unless the app sets its own (setValidationWriter). */
export type ValidationWriter = (message: ValidationText) => string;

const englishNumber = new Intl.NumberFormat('en-US');

/** A message in English, the source: `{name}` and `{name, number}` are its only forms. */
export function englishValidation({ key, field, values = {} }: ValidationText): string {
  return VALIDATION_MESSAGES[key].replace(
    /\{(\w+)(, number)?\}/g,
    (_, name: string, number: string | undefined) => {
      if (name === 'field') return field ? FIELD_NAMES[field] : '';
      const value = values[name] ?? '';
      return number && typeof value === 'number' ? englishNumber.format(value) : String(value);
    },
  );
}

let writer: ValidationWriter = englishValidation;

/**
 * Makes every rule write its message with `write`: the web's catalogues in the reader's
 * language, so a form checked in the browser speaks as the rest of the page. The server sets
 * none: its messages stay English and it writes them per caller (validationTextOf).
 */
export function setValidationWriter(write: ValidationWriter): void {
  writer = write;
}

// Each rule's English message and what it says, for the server to find the key again: zod
// keeps only a message on an issue. Filled as the schemas are made, so it stays small.
const byEnglish = new Map<string, ValidationText>();

/** A rule's zod error parameter: its message, written when zod raises it. */
export function says(
  key: ValidationKey,
  field?: FieldName,
  values?: ValidationText['values'],
): { error: () => string } {
  const message: ValidationText = { key, ...(field && { field }), ...(values && { values }) };
  const english = englishValidation(message);
  if (!byEnglish.has(english)) byEnglish.set(english, message);
  return { error: () => writer(message) };
}

/** A custom issue whose message depends on the input: it carries its key itself. */
export function customIssue(key: ValidationKey, values: ValidationText['values']) {
  const message: ValidationText = { key, ...(values && { values }) };
  return { code: 'custom' as const, message: writer(message), params: { validation: message } };
}

/** What a zod issue's message says, by key; undefined for zod's own words. */
export function validationTextOf(issue: {
  message: string;
  params?: unknown;
}): ValidationText | undefined {
  const carried = (issue.params as { validation?: ValidationText } | undefined)?.validation;
  return carried ?? byEnglish.get(issue.message);
}
