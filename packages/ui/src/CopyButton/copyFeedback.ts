/** How long the button says "Copied" before it reads "Copy" again (SPEC §9). */
export const copiedFeedbackMs = 3000;

export type CopyState = 'idle' | 'copied' | 'failed';
