import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import appEs from '../locales/es.json';
import { MonitorContext } from '../shell/monitorContext.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

// A page that throws while it draws fails alone: the frame around it stays, the page says so in
// Spanish with a retry, a way back and home, and the error reaches monitoring
// (docs/RULES.md#error-texts).
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { app: appEs } }, defaultNS: 'app' });

let root: Root | undefined;
let container: HTMLDivElement;
const page = { throws: true };

function Plan() {
  if (page.throws) throw new RangeError('Not a finite amount: NaN');
  return <p>El plan</p>;
}

function render() {
  const monitor = { report: vi.fn(), setUser: vi.fn() };
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <MonitorContext value={monitor}>
          <MemoryRouter initialEntries={['/goals/new', '/goals/new?paso=plan']}>
            <header>
              <Link to="/goals/new">Meta</Link>
            </header>
            <PageErrorBoundary>
              <Routes>
                <Route path="/goals/new" element={<Plan />} />
                <Route path="/dashboard" element={<p>Inicio</p>} />
              </Routes>
            </PageErrorBoundary>
          </MemoryRouter>
        </MonitorContext>
      </I18nextProvider>,
    ),
  );
  return monitor;
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((each) => each.textContent === name) as HTMLButtonElement;

/** The failed page's view loads when a page fails (a chunk of its own): waits until it is drawn. */
const failedView = async () => {
  await vi.waitFor(() => expect(container.querySelector('[data-testid="page-failed"]')).not.toBeNull());
  return container.querySelector('[data-testid="page-failed"]');
};

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  page.throws = true;
  // React logs what a boundary caught; the test reads it from the monitor instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe('PageErrorBoundary', () => {
  it('a page that throws: the frame stays, the page says so, focused, and monitoring is told', async () => {
    const monitor = render();
    expect(container.querySelector('header')?.textContent).toBe('Meta');
    const failed = await failedView();
    expect(failed?.getAttribute('role')).toBe('alert');
    expect(failed?.textContent).toContain(appEs.frame.failed.title);
    expect(failed?.textContent).toContain('Tus datos y tu dinero están a salvo');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(appEs.frame.failed.title));
    expect(monitor.report).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'RangeError' }),
      expect.objectContaining({ boundary: 'page', path: '/goals/new' }),
    );
  });

  it('Reintentar draws the page again (it draws when what failed is mended)', async () => {
    render();
    await failedView();
    page.throws = false;
    act(() => button(appEs.frame.failed.retry).click());
    expect(container.textContent).toContain('El plan');
  });

  it('another address starts afresh; Ir al inicio goes home', async () => {
    render();
    await failedView();
    act(() => button(appEs.frame.failed.home).click());
    expect(container.textContent).toContain('Inicio');
    expect(container.querySelector('[data-testid="page-failed"]')).toBeNull();
  });

  it('Volver goes to the address before', async () => {
    render();
    await failedView();
    page.throws = false;
    act(() => button(appEs.frame.failed.back).click());
    expect(container.textContent).toContain('El plan');
  });
});
