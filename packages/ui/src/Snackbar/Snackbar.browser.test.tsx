import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '../locales/es.json' with { type: 'json' };
import { Snackbar } from './Snackbar.tsx';

// SPEC §4: the update snackbar shows for exactly 3 s.
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
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('Snackbar timing', () => {
  it('is dismissed by timeout at exactly 3000 ms', () => {
    const onDismiss = vi.fn();
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <Snackbar
            open
            message="Nueva versión disponible, actualizando..."
            actionLabel="Cancelar"
            duration={3000}
            onDismiss={onDismiss}
          />
        </I18nextProvider>,
      ),
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('timeout');
  });
});
