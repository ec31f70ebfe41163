import {
  type FieldName,
  setValidationWriter,
  type ValidationKey,
  type ValidationText,
} from '@teachchat/shared';
import type { MessageKey } from './keys.ts';
import { t } from './t.ts';

// The keys of the shared schemas' rule messages (shared/src/validation.ts) in the `app`
// catalogue, which every page of the app loads at start (main.tsx): the landing page's entry
// neither loads that catalogue nor imports this module.
const RULE_MESSAGES = {
  required: 'app.validation.required',
  tooLong: 'app.validation.tooLong',
  notAllowed: 'app.validation.notAllowed',
  notDate: 'app.validation.notDate',
  wholeNumber: 'app.validation.wholeNumber',
  atLeast: 'app.validation.atLeast',
  atMost: 'app.validation.atMost',
  webAddress: 'app.validation.webAddress',
  emailTooLong: 'app.validation.emailTooLong',
  email: 'app.validation.email',
  chooseDepartment: 'app.validation.chooseDepartment',
  courseCodeCharacters: 'app.validation.courseCodeCharacters',
  chooseTeacher: 'app.validation.chooseTeacher',
  endBeforeStart: 'app.validation.endBeforeStart',
  activityEndBeforeStart: 'app.validation.activityEndBeforeStart',
  filterEndBeforeStart: 'app.validation.filterEndBeforeStart',
  transcriptMissing: 'app.validation.transcriptMissing',
  chooseCourse: 'app.validation.chooseCourse',
  estimatedTime: 'app.validation.estimatedTime',
  chooseModel: 'app.validation.chooseModel',
  chooseVectorStore: 'app.validation.chooseVectorStore',
  temperatureRange: 'app.validation.temperatureRange',
  fillRequired: 'app.validation.fillRequired',
  termCode: 'app.validation.termCode',
  chooseFromTerm: 'app.validation.chooseFromTerm',
  chooseToTerm: 'app.validation.chooseToTerm',
  deploymentIdNeeded: 'app.validation.deploymentIdNeeded',
  activityNotFound: 'app.validation.activityNotFound',
  courseNotFound: 'app.validation.courseNotFound',
  studentNotFound: 'app.validation.studentNotFound',
  messageNotFound: 'app.validation.messageNotFound',
  noteNotFound: 'app.validation.noteNotFound',
  questionNotFound: 'app.validation.questionNotFound',
  submissionNotFound: 'app.validation.submissionNotFound',
  unknownActivity: 'app.validation.unknownActivity',
  unknownMessage: 'app.validation.unknownMessage',
  typeMessage: 'app.validation.typeMessage',
  messageTooLong: 'app.validation.messageTooLong',
  messageNotAllowed: 'app.validation.messageNotAllowed',
  answerNotAllowed: 'app.validation.answerNotAllowed',
  messageId: 'app.validation.messageId',
  chooseDate: 'app.validation.chooseDate',
  revealReason: 'app.validation.revealReason',
  answersMax: 'app.validation.answersMax',
  scoreRange: 'app.validation.scoreRange',
  language: 'app.validation.language',
  rosterRole: 'app.validation.rosterRole',
  rosterTooLong: 'app.validation.rosterTooLong',
  rosterEmpty: 'app.validation.rosterEmpty',
  rosterNotAllowed: 'app.validation.rosterNotAllowed',
  unknownDepartment: 'app.validation.unknownDepartment',
  skillEmpty: 'app.validation.skillEmpty',
  skillTooLong: 'app.validation.skillTooLong',
  skillNotAllowed: 'app.validation.skillNotAllowed',
  skillsMax: 'app.validation.skillsMax',
} as const satisfies Record<ValidationKey, MessageKey>;

const FIELD_NAMES = {
  courseTitle: 'app.validation.field.courseTitle',
  courseCode: 'app.validation.field.courseCode',
  courseDescription: 'app.validation.field.courseDescription',
  startDate: 'app.validation.field.startDate',
  endDate: 'app.validation.field.endDate',
  maxStudents: 'app.validation.field.maxStudents',
  credits: 'app.validation.field.credits',
  prerequisites: 'app.validation.field.prerequisites',
  firstName: 'app.validation.field.firstName',
  lastName: 'app.validation.field.lastName',
  name: 'app.validation.field.name',
  specialization: 'app.validation.field.specialization',
  biography: 'app.validation.field.biography',
  qualifications: 'app.validation.field.qualifications',
  phoneNumber: 'app.validation.field.phoneNumber',
  officeLocation: 'app.validation.field.officeLocation',
  address: 'app.validation.field.address',
  message: 'app.validation.field.message',
  tokenName: 'app.validation.field.tokenName',
  search: 'app.validation.field.search',
  title: 'app.validation.field.title',
  description: 'app.validation.field.description',
  studentInstructions: 'app.validation.field.studentInstructions',
  assistantInstructions: 'app.validation.field.assistantInstructions',
  phone: 'app.validation.field.phone',
  bio: 'app.validation.field.bio',
  termName: 'app.validation.field.termName',
  answer: 'app.validation.field.answer',
  comment: 'app.validation.field.comment',
  score: 'app.validation.field.score',
  correction: 'app.validation.field.correction',
  note: 'app.validation.field.note',
  conversationDays: 'app.validation.field.conversationDays',
  submissionYears: 'app.validation.field.submissionYears',
  auditYears: 'app.validation.field.auditYears',
  lmsAddress: 'app.validation.field.lmsAddress',
  issuer: 'app.validation.field.issuer',
  clientId: 'app.validation.field.clientId',
  authLoginUrl: 'app.validation.field.authLoginUrl',
  accessTokenUrl: 'app.validation.field.accessTokenUrl',
  jwksUrl: 'app.validation.field.jwksUrl',
  deploymentId: 'app.validation.field.deploymentId',
  lmsCourseId: 'app.validation.field.lmsCourseId',
  department: 'app.validation.field.department',
} as const satisfies Record<FieldName, MessageKey>;

/** A shared schema's rule message in the reader's language, the field it names included. */
export function validationMessage({ key, field, values }: ValidationText): string {
  return t(RULE_MESSAGES[key], field ? { ...values, field: t(FIELD_NAMES[field]) } : values);
}

/**
 * Makes the shared schemas write their rule messages in the active language: a form checked
 * in the browser (a resolver, a `safeParse`) then reads as the rest of its page, whichever
 * screen it is on. Once, at the app's start (main.tsx), before any form is drawn; each message
 * is written when zod raises it, so a later change of language is followed.
 */
export function writeRuleMessagesInReadersLanguage(): void {
  setValidationWriter(validationMessage);
}
