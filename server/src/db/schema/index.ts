// Every schema file, so drizzle-kit and the typed client see all tables.
// Other areas add one line each (payments.ts, email.ts).
export * from './users.ts';
export * from './academies.ts';
export * from './plans.ts';
export * from './charges.ts';
export * from './expenses.ts';
export * from './settings.ts';
export * from './audit.ts';
export * from './payments.ts';
export * from './email.ts';
export * from './summaries.ts';
export * from './autopay.ts';
export * from './jobs.ts';
export * from './reminders.ts';
export * from './family-access.ts';
export * from './sii.ts';
export * from './billing-rules.ts';
export * from './charge-changes.ts';
