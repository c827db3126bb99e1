export { answerNever, isNeverAnswered } from './answerNever.ts';
export { fakeAccessToken } from './tokens.ts';
