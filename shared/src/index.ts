export * from './roles.ts';
export * from './departments.ts';
export * from './limits.ts';
export * from './schemas.ts';
export * from './notifications.ts';
export * from './activities.ts';
export * from './chat.ts';
export * from './admin.ts';
