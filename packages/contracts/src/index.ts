export * from './common/errors.ts';
export * from './common/paging.ts';
export * from './common/route.ts';
export * from './auth/user.ts';
export * from './auth/auth.ts';
export * from './accounts/roles.ts';
export * from './content/content.ts';
export * from './health/health.ts';
