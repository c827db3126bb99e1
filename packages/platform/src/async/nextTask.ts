/**
 * Resolves in a task of its own, after what the browser has waiting (input, a frame to paint): work
 * written after `await nextTask()` is not part of the task that came before it. Splits a burst of
 * work that is not urgent into turns a phone can answer a tap between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
