export { CopyButton, type CopyButtonProps } from './CopyButton.tsx';
export { type CopyState, copiedFeedbackMs } from './copyFeedback.ts';
