// roles, sign-in, departments, limits and activities build no zod schema: the web's first
// download (route loaders, search params, the landing page) takes its constants only from
// them, as a module that builds a schema brings all of zod, about 24 KB gzip (package.json's
// "sideEffects": false lets the bundler leave out the modules nothing uses).
export * from './roles.ts';
export * from './sign-in.ts';
export * from './departments.ts';
export * from './limits.ts';
export * from './schemas.ts';
export * from './notifications.ts';
export * from './activities.ts';
export * from './chat.ts';
export * from './admin.ts';
export * from './teacher.ts';
export * from './submission-feedback.ts';
export * from './insights.ts';
export * from './text.ts';
export * from './roster.ts';
export * from './csv.ts';
export * from './answer-keys.ts';
export * from './teacher-notes.ts';
export * from './teacher-questions.ts';
export * from './lti.ts';
export * from './audit.ts';
export * from './terms.ts';
export * from './locales.ts';
export * from './locale-schemas.ts';
export * from './validation.ts';
