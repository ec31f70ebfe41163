import { FIELD_NAMES, VALIDATION_MESSAGES } from '@teachchat/shared';

/** Messages under `prefix`: the schemas' rules keep their English in shared/ (validation.ts). */
function prefixed<P extends string, M extends Record<string, string>>(prefix: P, messages: M) {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [`${prefix}${key}`, message]),
  ) as { [K in keyof M & string as `${P}${K}`]: M[K] };
}

/**
 * The server's English texts: the source every other language translates, key for key
 * (es.ts, fr.ts, de.ts must hold exactly these keys; catalogue.test.ts checks that each is
 * used). Messages are ICU MessageFormat, read by Lingui: `{name}` is a value, plurals are
 * `{n, plural, one {…} other {…}}`. The error texts are those of docs/product.md#error-texts.
 */
export const en = {
  // The assistant's fixed replies (rag/answer, chat/).
  'assistant.offline.intro': 'From the course material (answering offline, so quoted directly):',
  'assistant.offline.noteIntro':
    'Your teacher wrote a note about this (answering offline, so quoted directly):',
  'assistant.notCovered':
    "I couldn't find anything about that in this activity's course material. Try asking in other words, or ask your teacher.",
  'assistant.offline.otherLanguage':
    'This course material is in {language, select, en {English} es {Spanish} fr {French} de {German} it {Italian} pt {Portuguese} nl {Dutch} other {another language}} and your question seems to be in another language, so I could only search it with the words they share. Asking in the material’s language finds more.',
  'assistant.withheld':
    "I can't give you the final answer to this problem: your teacher wants you to work it out. I can help with the method, though. Tell me which step you're on, or ask how to approach it.",
  'assistant.teacherNote': "Teacher's note",
  'assistant.error.interrupted':
    'This reply was interrupted because TeachChat was briefly unavailable. Please send your message again.',
  'assistant.error.noResponse': 'Could not get response.',
  'assistant.error.incomplete': 'Activity configuration incomplete.',
  'assistant.error.temperature': 'Invalid temperature configuration.',
  'assistant.error.noModel': 'LLM Model not configured for this activity.',
  'assistant.error.providerSlow': 'The AI provider took too long to answer.',
  'assistant.error.providerStatus': 'The AI provider answered with an error (HTTP {status}).',
  'assistant.error.providerUnreachable': 'The AI provider could not be reached.',
  'assistant.error.providerFailed': 'The AI provider failed to answer.',
  'assistant.error.cancelled': 'The reply was cancelled.',
  'assistant.model.offline': 'Offline responder (quotes the material)',
  'assistant.model.notEnabled': 'Not enabled on this server: ask your administrator',
  'error.modelUnavailable': '{model} is not available: {reason}',

  // Notifications: a title and a body each.
  'notification.enrolled.title': 'You were enrolled in {course}',
  'notification.enrolled.body': '{code}: its activities are now in My Courses.',
  'notification.submitted.title': '{student} submitted {activity}',
  'notification.submitted.body': '{course}: the conversation is ready to review.',
  'notification.feedback.title': 'Feedback on {activity}',
  'notification.feedback.body': '{course}: your teacher has released feedback.',
  'notification.feedback.bodyScore':
    '{course}: your teacher has released feedback. Score: {score}/100.',
  'notification.question.title': 'Question from {student}',
  'notification.question.body': '{activity}: asked you about a reply of the assistant.',
  'notification.question.bodyNote': '{activity}: “{note}”',
  'notification.answer.title': '{teacher} answered your question',
  'notification.answer.body': '{activity}: {answer}',
  'notification.contact.title': 'New message from {name}',
  'notification.materialReady.title': 'Material ready: {activity}',
  'notification.materialReady.body':
    '{files, plural, one {# file ready for students.} other {# files ready for students.}}',
  'notification.materialFailed.title': 'Material failed: {activity}',

  // The roster import's preview and its error report.
  'roster.status.add': 'New',
  'roster.status.enroll': 'Enroll',
  'roster.status.skip': 'Skipped',
  'roster.status.error': 'Error',
  'roster.problem.repeatsRow': 'Repeats row {row}.',
  'roster.problem.registered': 'Already registered.',
  'roster.problem.enrolled': 'Already enrolled in {code}.',
  'roster.problem.full': '{code} is full ({taken} of {max} places taken).',
  'roster.problem.otherRole':
    '{email} is already registered as {role, select, admin {an admin} teacher {a teacher} other {a student}}.',
  'roster.problem.teacherCourse': 'Only students are enrolled in courses: leave Course Code empty.',
  'roster.problem.unknownCourse': 'No course has the code {code}.',
  'roster.header.row': 'Row',
  'roster.header.problem': 'Problem',

  // Why Start next term cannot copy a course.
  'rollover.problem.copied': 'Already copied into {term}.',
  'rollover.problem.codeTooLong': 'The new code {code} is longer than {max} characters.',

  // Headers of the CSV files people download, and the words in their cells.
  'csv.firstName': 'First Name',
  'csv.lastName': 'Last Name',
  'csv.email': 'Email',
  'csv.department': 'Department',
  'csv.phone': 'Phone',
  'csv.courseCode': 'Course Code',
  'csv.status': 'Status',
  'csv.student': 'Student',
  'csv.course': 'Course',
  'csv.activity': 'Activity',
  'csv.lastActive': 'Last Active ({zone})',
  'csv.never': 'Never',
  'csv.lastResponse': 'Last Response Date ({zone})',
  'csv.completed': 'Completed',
  'csv.inProgress': 'In progress',
  'csv.messages': 'Messages',
  'csv.teacherAnswers': 'Teacher Answers',
  'csv.feedback': 'Feedback',
  'csv.feedback.none': 'None',
  'csv.feedback.draft': 'Draft',
  'csv.feedback.released': 'Released',
  'csv.score': 'Score',
  'csv.feedbackComment': 'Feedback Comment',
  'csv.feedbackReleased': 'Feedback Released ({zone})',
  'csv.time': 'Time ({zone})',
  'csv.who': 'Who',
  'csv.role': 'Role',
  'csv.action': 'Action',
  'csv.about': 'About',
  'csv.resource': 'Resource',
  'csv.resourceName': 'Resource Name',
  'csv.details': 'Details',
  'csv.ip': 'IP Address',
  'csv.enrolled': 'Enrolled ({zone})',
  'csv.submitted': 'Submitted ({zone})',
  'csv.sender': 'Sender',
  'csv.message': 'Message',
  'csv.sources': 'Sources',
  'csv.page': 'p. {page}',
  'csv.reaction': 'Feedback',

  // Errors of any call (docs/product.md#errors-of-any-call).
  'error.signIn': 'Please sign in.',
  'error.wrongRole': 'You do not have access to this.',
  'error.crossSite': 'Cross-site requests are not allowed.',
  'error.unreadable':
    'The request could not be read. Send the input as JSON in the expected shape.',
  'error.serverFault': 'Something went wrong on our side. Please try again.',
  'error.unavailable': 'TeachChat is temporarily unavailable. Please try again in a moment.',
  'error.archived': 'This course is archived: it can be read but not changed.',
  'error.tokensInApp': 'API tokens can be managed only in the web app, not with an API token.',
  // Missing rows.
  'error.courseNotFound': 'Course not found',
  'error.teacherNotFound': 'Teacher not found',
  'error.studentNotFound': 'Student not found',
  'error.messageNotFound': 'Message not found',
  'error.activityNotFound': 'Activity not found',
  'error.activityDetailsNotFound': 'Activity details not found for ID: {id}',
  // A student's chat (docs/product.md#student-errors).
  'error.materialNotReady':
    'The course material for this activity is still being prepared. Please try again in a minute.',
  'error.submitted': 'This activity has been submitted. You can no longer send messages.',
  'error.tooFast': 'You are sending messages too quickly. Please wait a moment.',
  'error.busy': 'Please wait for the current reply to finish.',
  // Admins (docs/product.md#admin-errors).
  'error.codeTaken': 'Course code {code} is already taken.',
  'error.emailTaken': 'A user with the email {email} already exists.',
  'error.courseFull': 'This course is full ({taken} of {max} places taken).',
  'error.placesLeft':
    '{free, plural, one {Only # place is left} other {Only # places are left}} in this course ({taken} of {max} places taken); {selected} students were selected.',
  'error.alreadyEnrolled': '{name} is already enrolled in {course}.',
  'error.notEnrolled': 'This student is not enrolled in the course.',
  'error.rosterEmpty': 'The roster has a header but no people.',
  'error.noCourseSelected': 'No course selected.',
  'error.chooseTeacher': 'Choose the assigned teacher from the list of teachers.',
  'error.maxBelowEnrolled':
    'Max Students cannot be lower than the {enrolled} students already enrolled.',
  'error.feedbackNotSubmitted':
    'Feedback can be written once the student has submitted the activity.',
  'error.feedbackReleased': 'This feedback has been released and can no longer be changed.',
  'error.feedbackMissing': 'Save the feedback before releasing it.',
  'error.tooManyQuestions':
    'You can ask your teacher {perHour} questions an hour. Please wait a while before asking again.',
  'error.alreadyAnswered': 'This question has already been answered.',
  'error.correctionMissing': 'Write the correction before pinning it.',
  'error.alreadyPinned': "This correction is already pinned as a teacher's note.",
  'error.noteNotFound': 'Note not found',
  'error.questionNotFound': 'Question not found',
  'error.submissionNotFound': 'Submission not found',
  'error.transcriptMissing': 'Required information (activity, student, user) is missing.',
  'error.uploadsPerHour': 'Too many uploads in the last hour. Please try again later.',
  'error.uploadsAtOnce': 'Too many uploads at once. Please wait for one to finish and try again.',
  'error.noFile': 'Please upload at least one file.',
  'error.chooseImage': 'Choose an image to upload.',
  'error.imageType': '{file}: upload a PNG, JPEG or WebP image.',
  'error.activityDetailsMissing': 'The activity details are missing.',
  'error.checkActivity': 'Check the activity details.',
  'error.chooseStore': 'Choose a vector store.',
  'error.fileTooLarge': 'File too large: {name} (max {mb} MB)',
  'error.archiveRunning': 'Only a course that has ended can be archived.',
  'error.termNotFound': 'Term not found',
  'error.personNotFound': 'Person not found',
  'error.tokenLimit': 'You can have at most {max} API tokens. Revoke one first.',
  'error.tokenNotFound': 'Token not found.',
  'error.rosterChanged': 'Some of these people were added meanwhile. Preview the roster again.',
  'error.rosterColumnTwice': 'The column "{column}" appears twice.',
  'error.rosterMissingColumns':
    'The first row must name the columns. Missing: {missing}. Expected: {expected}.',
  'error.rosterTooManyPeople':
    'The roster has {count, number} people; at most {max, number} can be imported at once.',
  'error.stillTeaches':
    '{name} still teaches {courses}. {count, plural, one {Assign that course to another teacher first.} other {Assign those courses to another teacher first.}}',
  'error.noTerm': 'This course is in no term yet: an admin puts it in one in Admin → Terms.',
  'error.noTermYet': 'This course is in no term yet.',
  'error.noNextTerm': 'No term starts after {term} yet: an admin adds it in Admin → Terms.',
  'error.sameTerm': 'Choose another term to copy into.',
  'error.notCopied': '{code} could not be copied. Try again.',
  'error.termExists': 'A term named {name} ({code}) already exists.',

  // A refused LMS launch, read in the LMS's frame (http/lti.ts).
  'lti.refused.title': 'TeachChat could not open',
  'lti.refused.unknown_platform':
    'This LMS is not registered with TeachChat. Ask your administrator.',
  'lti.refused.platform_disabled': 'TeachChat is turned off for this LMS. Ask your administrator.',
  'lti.refused.unknown_deployment': 'This LMS deployment is not registered with TeachChat.',
  'lti.refused.invalid_token':
    'The LMS sent a launch that could not be verified. Please try again.',
  'lti.refused.invalid_state':
    'This launch was not started in this browser, or it has already been used.',
  'lti.refused.invalid_message': 'The LMS sent a launch that TeachChat does not understand.',
  'lti.refused.no_role': 'Your role in this LMS course gives you no access to TeachChat.',
  'lti.refused.email_in_use':
    'A TeachChat account already uses your email address. Ask your administrator to link LMS accounts.',
  'lti.refused.role_mismatch':
    'Your TeachChat account has another role than your role in this LMS course.',
  'lti.refused.course_not_ready': 'Your teacher has not opened TeachChat in this course yet.',

  // Why a file of material was refused (rag/ingest).
  'ingest.unsupportedType':
    '{file}: unsupported file type. Upload PDF, DOCX, TXT, CSV or Markdown.',
  'ingest.emptyFile': '{file}: the file is empty.',
  'ingest.noText': '{file}: no text found in this file.',
  'ingest.noCsvRows': '{file}: this CSV has no data rows.',
  'ingest.pdfPassword': '{file}: this PDF is password-protected.',
  'ingest.pdfDamaged': '{file}: this PDF could not be read (it may be damaged).',
  'ingest.pdfNoText':
    '{file}: no text found in this PDF (scanned pages need OCR, which is not supported).',
  'ingest.docxTooLarge': '{file}: this DOCX is too large when unpacked.',
  'ingest.docxUnreadable': '{file}: this DOCX could not be read.',
  'ingest.docxNoText': '{file}: no text found in this DOCX.',

  // The LMS (LTI) settings, roster syncs and deep linking.
  'lti.error.platformTaken': 'This LMS (issuer and client ID) is already registered.',
  'lti.error.platformNotFound': 'LMS not found.',
  'lti.error.courseNotFound': 'Course not found.',
  'lti.error.courseLinked': 'This LMS course is already linked.',
  'lti.error.rosterRefused': 'The LMS refused the roster ({status}).',
  'lti.error.lmsCourseNotFound': 'LMS course not found.',
  'lti.error.noRosterService':
    'This LMS course has no roster service yet: open it from the LMS first.',
  'lti.error.rosterElsewhere': 'The roster service is not on this LMS.',
  'lti.error.deploymentNotFound': 'Deployment not found.',
  'lti.error.deploymentTaken': 'This deployment is already registered.',
  'lti.error.lmsAnswered': 'The LMS answered {status} at {origin}.',
  'lti.error.registrationExpired':
    'This registration link has expired. Create a new one in Settings → LMS.',
  'lti.error.configHttps': 'The LMS configuration must be served over https.',
  'lti.error.configUnreadable': 'The LMS sent a configuration TeachChat cannot read.',
  'lti.error.registrationRefused': 'The LMS did not accept the registration.',
  'lti.error.tokenRefused': 'The LMS refused a service token ({status}).',
  'lti.error.noDeepLinking': 'The LMS sent no deep-linking settings.',
  'lti.error.choiceExpired': 'This choice has expired. Add TeachChat from the LMS again.',
  'lti.error.choiceOthers': 'This choice belongs to another person.',
  'lti.error.platformOff': 'TeachChat is turned off for this LMS.',
  'lti.error.otherHost': 'The LMS asked for the answer on another host.',
  'lti.error.titleRequired': 'Activity Title is required',

  // The admin dashboard's recent activity.
  'dashboard.newTeacher': 'New teacher {name} added',
  'dashboard.newCourse': 'New course "{title}" created',
  'dashboard.asked':
    '{student} {questions, plural, one {asked a question} other {asked # questions}} in "{activity}"',

  // The shared schemas' rule messages and the fields they name (texts/validation.ts).
  ...prefixed('validation.', VALIDATION_MESSAGES),
  ...prefixed('validation.field.', FIELD_NAMES),
} as const;

export type TextKey = keyof typeof en;
