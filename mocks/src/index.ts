export * from './fixtures/personas.ts';
export { handlers } from './handlers/index.ts';
export { decodeJwtPayload, identityOf, personaOf } from './handlers/session.ts';
