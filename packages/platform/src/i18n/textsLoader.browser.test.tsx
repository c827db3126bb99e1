import { Component, type ReactNode, Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './createI18n.ts';
import type { Language } from './languages.ts';
import type { TranslationFile } from './loadTranslations.ts';
import { forgetFailedTexts, useTexts } from './textsLoader.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** A backend of texts whose domain file ("goals") answers only once `up` says so. */
function textsBackend() {
  const asked: string[] = [];
  const state = { up: true };
  const fetchFile = async (language: Language, namespace?: string): Promise<TranslationFile> => {
    asked.push(namespace ? `${language}/${namespace}` : language);
    if (!namespace) return { app: {}, ui: {}, platform: {} };
    if (!state.up) throw new Error('down');
    return { goals: { title: language === 'es' ? 'Mis metas' : 'My goals' } };
  };
  return { asked, state, fetchFile };
}

/** A page of the goals domain: drawn once its texts are in. */
function GoalsPage() {
  useTexts(['goals']);
  const { t } = useTranslation('app');
  return (
    <h1>{(t as unknown as (key: string, options: { ns: string }) => string)('title', { ns: 'goals' })}</h1>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const roots: (() => void)[] = [];
afterEach(() => {
  for (const unmount of roots.splice(0)) unmount();
  vi.restoreAllMocks();
});

async function draw(fetchFile: ReturnType<typeof textsBackend>['fetchFile']) {
  // Suspended renders retry when the texts arrive, on React's own schedule (not inside act()).
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  const portal = await createI18n('es', fetchFile);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(() => {
    root.unmount();
    container.remove();
  });
  const render = () =>
    flushSync(() =>
      root.render(
        <I18nextProvider i18n={portal.i18n}>
          <Boundary key={Math.random()}>
            <Suspense fallback={<p>loading</p>}>
              <GoalsPage />
            </Suspense>
          </Boundary>
        </I18nextProvider>,
      ),
    );
  render();
  return { container, render };
}

describe('a page drawn with its domain’s texts (useTexts)', () => {
  it('waits for its texts, asked once, and never shows their keys', async () => {
    const backend = textsBackend();
    const { container } = await draw(backend.fetchFile);
    expect(container.textContent).toBe('loading');
    await vi.waitFor(() => expect(container.textContent).toBe('Mis metas'));
    expect(backend.asked).toEqual(['es', 'es/goals']);
  });

  it('fails to its boundary when its texts cannot load, and draws once they can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = textsBackend();
    backend.state.up = false;
    const { container, render } = await draw(backend.fetchFile);
    await vi.waitFor(() => expect(container.textContent).toBe('failed'));
    // Three tries in Spanish, then English's three.
    expect(backend.asked.filter((name) => name.endsWith('/goals'))).toHaveLength(6);
    backend.state.up = true;
    // Drawn again without a retry: the failure stands, nothing more is asked.
    render();
    await vi.waitFor(() => expect(container.textContent).toBe('failed'));
    expect(backend.asked.filter((name) => name.endsWith('/goals'))).toHaveLength(6);
    forgetFailedTexts();
    render();
    await vi.waitFor(() => expect(container.textContent).toBe('Mis metas'));
  });
});
