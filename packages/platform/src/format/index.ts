export * from './businessDays.ts';
export * from './dates.ts';
export * from './money.ts';
export * from './rut.ts';
