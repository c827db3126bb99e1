import type { Decorator } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';

/** The instant every frozen story lives in: a Monday in Santiago (es-CL weeks start on Monday). */
export const frozenNow = new Date('2026-11-23T12:00:00-03:00').getTime();

let installed = false;
const firstSeed = 0x2f6b_1a3d;
let seed = firstSeed;

/** Every story draws the same random values, whichever story the page showed before it. */
export function reseedFrozenRandom(): void {
  seed = firstSeed;
}

/** Date without arguments and Date.now() answer `frozenNow`; Math.random is a seeded sequence. */
function freezeClockAndRandom() {
  if (installed) return;
  installed = true;
  const RealDate = Date;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length > 0 ? args : [frozenNow], newTarget),
    apply: () => new RealDate(frozenNow).toString(),
    get: (target, property, receiver) =>
      property === 'now' ? () => frozenNow : Reflect.get(target, property, receiver),
  });
  // mulberry32: small, fast and the same sequence on every run.
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stillness =
  '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;' +
  'transition-duration:0s!important;transition-delay:0s!important;caret-color:transparent!important}';

/** Whether this render is for a pixel comparison: the `frozen` global (Playwright) or Chromatic. */
export function isFrozen(globals: Record<string, unknown>): boolean {
  return globals.frozen === true || globals.frozen === 'true' || isChromatic();
}

/**
 * Pixel comparisons need a still world: no animation or transition mid-way, the same "today" and
 * the same random values on every run. Off in normal use, so designers see the real motion.
 */
export const withFrozenWorld: Decorator = (Story, context) => {
  if (!isFrozen(context.globals)) return <Story />;
  freezeClockAndRandom();
  return (
    <>
      <style>{stillness}</style>
      <Story />
    </>
  );
};
