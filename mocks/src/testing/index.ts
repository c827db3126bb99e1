export { lastCodeSent } from '../handlers/goals/confirmationCodes.ts';
export { answerNever, isNeverAnswered } from './answerNever.ts';
export { fakeAccessToken } from './tokens.ts';
