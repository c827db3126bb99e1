/** How long the button says "Copied" before it reads "Copy" again (docs/RULES.md#constants-and-limits). */
export const copiedFeedbackMs = 3000;

export type CopyState = 'idle' | 'copied' | 'failed';
