/** What the queue needs of the browser: its idle callback (a deadline with time left). */
export interface IdleScheduler {
  request: (callback: (deadline: { timeRemaining: () => number }) => void) => number;
  cancel: (handle: number) => void;
}

/** Each idle period keeps this much back for the browser's own work. */
const reserveMs = 4;

/**
 * And works at most this long of it, however long the period: an idle period lasts up to 50 ms,
 * and filled to its end (then overrun by its last task) it was a long task of 50 to 73 ms at 4x
 * CPU, a tap's wait and the dashboard's blocking time. A task started is not stopped: a slice is
 * this plus its last task (12 ms slices came to 10 to 16 ms without a slowed CPU, which Lighthouse's
 * phone model, four times slower, counts as long tasks; 8 ms ones to 9 to 16 with a page's chunk
 * as the last task). 5 ms is React's own slice.
 */
const sliceMs = 5;

/**
 * Runs tasks in the browser's idle periods, as many as fit in a slice of each (`sliceMs`) and never
 * fewer than one, so work that is not urgent (preloading the chunks of thirty links: each a module,
 * its dependencies and their <link rel=modulepreload>) is never one long task in front of a tap: run
 * together, the side menu's preloads were a 190 ms task under Lighthouse's phone CPU. Returns a
 * cancel.
 */
export function runWhenIdle(
  tasks: readonly (() => void)[],
  scheduler: IdleScheduler = browserIdle(),
): () => void {
  let next = 0;
  let handle: number | undefined;
  const slice = (deadline: { timeRemaining: () => number }) => {
    handle = undefined;
    const leftAtStart = deadline.timeRemaining();
    const goOn = () => {
      const left = deadline.timeRemaining();
      return left > reserveMs && leftAtStart - left < sliceMs;
    };
    do tasks[next++]?.();
    while (next < tasks.length && goOn());
    if (next < tasks.length) handle = scheduler.request(slice);
  };
  if (tasks.length > 0) handle = scheduler.request(slice);
  return () => {
    if (handle !== undefined) scheduler.cancel(handle);
    handle = undefined;
    next = tasks.length;
  };
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: (deadline: { timeRemaining: () => number }) => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** requestIdleCallback where there is one (not in Safari), else a task with a few milliseconds. */
export function browserIdle(view: IdleWindow = window): IdleScheduler {
  if (view.requestIdleCallback && view.cancelIdleCallback)
    return {
      request: (callback) => view.requestIdleCallback?.(callback) ?? 0,
      cancel: (handle) => view.cancelIdleCallback?.(handle),
    };
  return {
    request: (callback) => {
      const start = performance.now();
      return view.setTimeout(
        () => callback({ timeRemaining: () => Math.max(0, 8 - (performance.now() - start)) }),
        1,
      );
    },
    cancel: (handle) => view.clearTimeout(handle),
  };
}
