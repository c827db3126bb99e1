import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import es from '../locales/es.json' with { type: 'json' };

// For *.browser.test.tsx: a React root in the real DOM, in Spanish, driven with act() so that fake
// timers and state updates settle synchronously.
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { ui: es } }, defaultNS: 'ui' });

export interface BrowserRoot {
  container: HTMLDivElement;
  render(ui: ReactNode): void;
  unmount(): void;
}

export function createBrowserRoot(): BrowserRoot {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  return {
    container,
    render: (ui) => act(() => root.render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
