export const LIMITS = {
  /** A name: the contact form's, and a person's first or last name. */
  nameMax: 100,
  emailMax: 320,
  /** Edit Student's one Name field: a first name, a space and a last name. */
  fullNameMax: 201,
  phoneMax: 40,
  addressMax: 1000,
  officeMax: 200,
  specializationMax: 200,
  qualificationsMax: 2000,
  bioMax: 5000,
  courseTitleMax: 200,
  courseCodeMax: 32,
  courseDescriptionMax: 5000,
  prerequisitesMax: 500,
  creditsMax: 100,
  activityTitleMax: 200,
  activityDescriptionMax: 5000,
  /** Each of an activity's two instruction texts: for students, and for the assistant. */
  instructionsMax: 5000,
  estimatedMinutesMax: 10_000,
  contactMessageMax: 5000,
  tokenNameMax: 100,
  maxTokensPerUser: 20,
  uploadMaxBytes: 10 * 1024 * 1024,
  recentWindowDays: 7,
  recentMaxItems: 4,
  responsesWindowDays: 30,
  skeletonRows: 5,
  autoRefreshMs: 5 * 60 * 1000,
  mobileBreakpointPx: 768,
} as const;

/** Rows on one page of the activity submissions (the admin's and the teacher's). */
export const SUBMISSIONS_PAGE_SIZE = 20;
