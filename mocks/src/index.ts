export * from './fixtures/personas.ts';
export { handlers } from './handlers/index.ts';
