export * from './dates.ts';
export * from './money.ts';
