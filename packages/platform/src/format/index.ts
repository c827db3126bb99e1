export * from './businessDays.ts';
export * from './dates.ts';
export * from './dayLabel.ts';
export * from './intlFormats.ts';
export * from './money.ts';
export * from './percent.ts';
export * from './phone.ts';
export * from './rut.ts';
