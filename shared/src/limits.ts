export const LIMITS = {
  nameMax: 100,
  emailMax: 320,
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
