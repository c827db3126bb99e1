import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '../locales/es.json' with { type: 'json' };
import { CopyButton } from './CopyButton.tsx';

// Exact timing of SPEC §9 with fake timers: "Copied" for 3 s to the millisecond, then "Copy".
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { ui: es } }, defaultNS: 'ui' });

let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderAndClick() {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <CopyButton value="REF-1" />
      </I18nextProvider>,
    ),
  );
  const button = container.querySelector('button');
  if (!button) throw new Error('no button');
  await act(async () => button.click());
  return button;
}

describe('CopyButton timing', () => {
  it('says "Copiado" for exactly 3000 ms, then "Copiar"', async () => {
    const button = await renderAndClick();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('REF-1');
    expect(button.textContent).toBe('Copiado');
    act(() => vi.advanceTimersByTime(2999));
    expect(button.textContent).toBe('Copiado');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copiar');
  });

  it('restarts the 3 s when clicked again', async () => {
    const button = await renderAndClick();
    act(() => vi.advanceTimersByTime(2000));
    await act(async () => button.click());
    act(() => vi.advanceTimersByTime(2999));
    expect(button.textContent).toBe('Copiado');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copiar');
  });
});
