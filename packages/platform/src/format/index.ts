export * from './businessDays.ts';
export * from './dates.ts';
export * from './dayLabel.ts';
export * from './money.ts';
export * from './numberFormats.ts';
export * from './percent.ts';
export * from './phone.ts';
export * from './rut.ts';
