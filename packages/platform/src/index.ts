export * from './format/index.ts';
export * from './http/fetchJson.ts';
export * from './i18n/index.ts';
export * from './user/commonUser.ts';
