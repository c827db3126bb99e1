import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** The mock backend for unit tests in Node (intercepts global fetch). */
export const server = setupServer(...handlers);
