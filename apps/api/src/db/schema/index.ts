// The one aggregate drizzle needs for its relational queries and drizzle-kit; nothing else re-exports.
export * from './companies.ts';
export * from './users.ts';
export * from './identity.ts';
export * from './email.ts';
export * from './audit.ts';
export * from './departments.ts';
export * from './groups.ts';
export * from './documents.ts';
export * from './directory.ts';
export * from './cases.ts';
export * from './onboarding.ts';
export * from './help-hints.ts';
export * from './sso.ts';
export * from './integrations.ts';
