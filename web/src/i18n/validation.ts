import {
  type FieldName,
  setValidationWriter,
  type ValidationKey,
  type ValidationText,
} from '@teachchat/shared';
import type { MessageKey } from './keys.ts';
import { t } from './t.ts';

// The keys of the shared schemas' rule messages (shared/src/validation.ts) in the `public`
// catalogue, which every page loads at start, the landing page's own entry too: the app sets
// the writer at start (main.tsx), the landing page's contact form as it checks
// (contact-validator.ts).
const RULE_MESSAGES = {
  required: 'public.validation.required',
  tooLong: 'public.validation.tooLong',
  notAllowed: 'public.validation.notAllowed',
  notDate: 'public.validation.notDate',
  wholeNumber: 'public.validation.wholeNumber',
  atLeast: 'public.validation.atLeast',
  atMost: 'public.validation.atMost',
  webAddress: 'public.validation.webAddress',
  emailTooLong: 'public.validation.emailTooLong',
  email: 'public.validation.email',
  chooseDepartment: 'public.validation.chooseDepartment',
  courseCodeCharacters: 'public.validation.courseCodeCharacters',
  chooseTeacher: 'public.validation.chooseTeacher',
  endBeforeStart: 'public.validation.endBeforeStart',
  activityEndBeforeStart: 'public.validation.activityEndBeforeStart',
  filterEndBeforeStart: 'public.validation.filterEndBeforeStart',
  transcriptMissing: 'public.validation.transcriptMissing',
  chooseCourse: 'public.validation.chooseCourse',
  estimatedTime: 'public.validation.estimatedTime',
  chooseModel: 'public.validation.chooseModel',
  chooseVectorStore: 'public.validation.chooseVectorStore',
  temperatureRange: 'public.validation.temperatureRange',
  fillRequired: 'public.validation.fillRequired',
  termCode: 'public.validation.termCode',
  chooseFromTerm: 'public.validation.chooseFromTerm',
  chooseToTerm: 'public.validation.chooseToTerm',
  deploymentIdNeeded: 'public.validation.deploymentIdNeeded',
  activityNotFound: 'public.validation.activityNotFound',
  courseNotFound: 'public.validation.courseNotFound',
  studentNotFound: 'public.validation.studentNotFound',
  messageNotFound: 'public.validation.messageNotFound',
  noteNotFound: 'public.validation.noteNotFound',
  questionNotFound: 'public.validation.questionNotFound',
  submissionNotFound: 'public.validation.submissionNotFound',
  unknownActivity: 'public.validation.unknownActivity',
  unknownMessage: 'public.validation.unknownMessage',
  typeMessage: 'public.validation.typeMessage',
  messageTooLong: 'public.validation.messageTooLong',
  messageNotAllowed: 'public.validation.messageNotAllowed',
  answerNotAllowed: 'public.validation.answerNotAllowed',
  messageId: 'public.validation.messageId',
  chooseDate: 'public.validation.chooseDate',
  revealReason: 'public.validation.revealReason',
  answersMax: 'public.validation.answersMax',
  scoreRange: 'public.validation.scoreRange',
  language: 'public.validation.language',
  rosterRole: 'public.validation.rosterRole',
  rosterTooLong: 'public.validation.rosterTooLong',
  rosterEmpty: 'public.validation.rosterEmpty',
  rosterNotAllowed: 'public.validation.rosterNotAllowed',
  unknownDepartment: 'public.validation.unknownDepartment',
  skillEmpty: 'public.validation.skillEmpty',
  skillTooLong: 'public.validation.skillTooLong',
  skillNotAllowed: 'public.validation.skillNotAllowed',
  skillsMax: 'public.validation.skillsMax',
} as const satisfies Record<ValidationKey, MessageKey>;

const FIELD_NAMES = {
  courseTitle: 'public.validation.field.courseTitle',
  courseCode: 'public.validation.field.courseCode',
  courseDescription: 'public.validation.field.courseDescription',
  startDate: 'public.validation.field.startDate',
  endDate: 'public.validation.field.endDate',
  maxStudents: 'public.validation.field.maxStudents',
  credits: 'public.validation.field.credits',
  prerequisites: 'public.validation.field.prerequisites',
  firstName: 'public.validation.field.firstName',
  lastName: 'public.validation.field.lastName',
  name: 'public.validation.field.name',
  specialization: 'public.validation.field.specialization',
  biography: 'public.validation.field.biography',
  qualifications: 'public.validation.field.qualifications',
  phoneNumber: 'public.validation.field.phoneNumber',
  officeLocation: 'public.validation.field.officeLocation',
  address: 'public.validation.field.address',
  message: 'public.validation.field.message',
  tokenName: 'public.validation.field.tokenName',
  search: 'public.validation.field.search',
  title: 'public.validation.field.title',
  description: 'public.validation.field.description',
  studentInstructions: 'public.validation.field.studentInstructions',
  assistantInstructions: 'public.validation.field.assistantInstructions',
  phone: 'public.validation.field.phone',
  bio: 'public.validation.field.bio',
  termName: 'public.validation.field.termName',
  answer: 'public.validation.field.answer',
  comment: 'public.validation.field.comment',
  score: 'public.validation.field.score',
  correction: 'public.validation.field.correction',
  note: 'public.validation.field.note',
  conversationDays: 'public.validation.field.conversationDays',
  submissionYears: 'public.validation.field.submissionYears',
  auditYears: 'public.validation.field.auditYears',
  lmsAddress: 'public.validation.field.lmsAddress',
  issuer: 'public.validation.field.issuer',
  clientId: 'public.validation.field.clientId',
  authLoginUrl: 'public.validation.field.authLoginUrl',
  accessTokenUrl: 'public.validation.field.accessTokenUrl',
  jwksUrl: 'public.validation.field.jwksUrl',
  deploymentId: 'public.validation.field.deploymentId',
  lmsCourseId: 'public.validation.field.lmsCourseId',
  department: 'public.validation.field.department',
} as const satisfies Record<FieldName, MessageKey>;

/** A shared schema's rule message in the reader's language, the field it names included. */
export function validationMessage({ key, field, values }: ValidationText): string {
  return t(RULE_MESSAGES[key], field ? { ...values, field: t(FIELD_NAMES[field]) } : values);
}

/**
 * Makes the shared schemas write their rule messages in the active language: a form checked
 * in the browser (a resolver, a `safeParse`) then reads as the rest of its page, whichever
 * screen it is on. Once, at the app's start (main.tsx), before any form is drawn, and on the
 * landing page by the contact form's check (contact-validator.ts); each message is
 * written when zod raises it, so a later change of language is followed.
 */
export function writeRuleMessagesInReadersLanguage(): void {
  setValidationWriter(validationMessage);
}
