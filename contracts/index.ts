export * from './list-query.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './batch.ts';
export * from './handbooks.ts';
export * from './accounts.ts';
export * from './feedback.ts';
export * from './catalog.ts';
