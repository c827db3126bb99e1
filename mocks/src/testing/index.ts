export { addedMovements as movementsPlaced } from '../handlers/flowState.ts';
export { lastCodeSent } from '../handlers/goals/confirmationCodeStore.ts';
export { answerNever, isNeverAnswered } from './answerNever.ts';
export { fakeAccessToken } from './tokens.ts';
