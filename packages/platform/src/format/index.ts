export * from './businessDays.ts';
export * from './dates.ts';
export * from './dayLabel.ts';
export * from './money.ts';
export * from './phone.ts';
export * from './rut.ts';
