import { delay } from 'msw';

/**
 * One switch for the artificial delays of the demo contracts (docs/RULES.md#demo-mock-calls: 300 ms inventory, 625 ms
 * mailbox, 1.5 s sign-in...): on in the browser demo, off under test runners so suites stay fast.
 */
const underTest = typeof process !== 'undefined' && Boolean(process.env?.VITEST);
let enabled = !underTest;

export function setMockDelays(on: boolean): void {
  enabled = on;
}

export function mockDelaysEnabled(): boolean {
  return enabled;
}

export async function mockDelay(ms: number): Promise<void> {
  if (enabled && ms > 0) await delay(ms);
}

/** The delays the spec gives, in one place. */
export const demoDelays = {
  inventory: 300,
  mailbox: 625,
  signIn: 1500,
  signUp: 1500,
  passwordMail: 1000,
} as const;
