import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '../locales/es.json' with { type: 'json' };
import { LoadingBar } from './LoadingBar.tsx';

// SPEC §9: "Loading bar hides after 50 ms".
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { ui: es } }, defaultNS: 'ui' });

let root: Root;
let container: HTMLDivElement;
const render = (pendingCount: number) =>
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <LoadingBar pendingCount={pendingCount} />
      </I18nextProvider>,
    ),
  );
const visible = () => container.querySelector('[role="progressbar"]') !== null;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('LoadingBar timing', () => {
  it('hides exactly 50 ms after the count returns to zero', () => {
    render(2);
    expect(visible()).toBe(true);
    render(0);
    act(() => vi.advanceTimersByTime(49));
    expect(visible()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(visible()).toBe(false);
  });

  it('stays when a new request starts within the 50 ms', () => {
    render(1);
    render(0);
    act(() => vi.advanceTimersByTime(30));
    render(1);
    act(() => vi.advanceTimersByTime(100));
    expect(visible()).toBe(true);
  });

  it('does not show at all while idle', () => {
    render(0);
    act(() => vi.advanceTimersByTime(100));
    expect(visible()).toBe(false);
  });
});
