import { handlers, mockFaults, ownFilesHandler, resetMockStore, resetProductState } from '@portal/mocks';
import { fakeAccessToken, isNeverAnswered } from '@portal/mocks/testing';
import {
  type Api,
  ApiProvider,
  createHttpClient,
  createI18n,
  createRpcClient,
  defaultRpcSettings,
  enterAsId,
  isSupportedLanguage,
  type PortalI18n,
  productLanguage,
  productQueries,
} from '@portal/platform';
import {
  defaultThemeName,
  fontWeights,
  isThemeName,
  reviewWidths,
  ThemeRoot,
  Toaster,
  themeLabels,
  themeNames,
} from '@portal/ui';
import { phoneModes } from '@portal/ui/testing';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { isFrozen, reseedFrozenRandom, withFrozenWorld } from './frozen.tsx';
import { storyClientsCache } from './storyClients.ts';
import { clearStoryStorage } from './storyStorage.ts';
import { storybookTexts, storybookTranslationFetcher } from './translations.ts';

let i18nPromise: Promise<PortalI18n> | undefined;
function portalI18n() {
  i18nPromise ??= createI18n(productLanguage, storybookTranslationFetcher, storybookTexts);
  return i18nPromise;
}

/**
 * Stories call the mock backend without a token (it answers as the default persona), or, with the
 * `persona` parameter (screens), with that persona's token; the enter-as id is the stored one, as
 * in the app.
 */
function storybookApi(persona: string | undefined): Api {
  const apiBase = `${window.location.origin}/`;
  const token = persona ? fakeAccessToken(persona) : null;
  const http = createHttpClient({ getAccessToken: () => token, getEnterAsId: () => enterAsId(localStorage) });
  const rpc = createRpcClient(defaultRpcSettings(apiBase), http);
  return { apiBase, http, accessToken: () => 'storybook-token', rpc, queries: productQueries(rpc) };
}

/** The mock backend's calls of the current story still waiting for their answer. */
const storyCalls = new Set<string>();

declare global {
  interface Window {
    /**
     * Whether every call the story made has its answer, apart from those the story left unanswered
     * on purpose (`answerNever`, a loading state): the pixel run waits for this before a picture.
     */
    storyCallsAnswered?: () => boolean;
  }
}
window.storyCallsAnswered = () => [...storyCalls].every(isNeverAnswered);

const clientsFor = storyClientsCache<Api>();

/**
 * A story's query cache, as the app's (fresh for 30 s, not refetched on focus) without retries: a
 * story shows a failure at once.
 */
const storyQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/**
 * Theme, language, a router, and the story's own query cache and API client: made once per story
 * and kept while it is redrawn (a change of args or globals draws from the same cache), never
 * shared with another story.
 */
const withPortalProviders: Decorator = (Story, context) => {
  const { i18n } = context.loaded as { i18n: PortalI18n };
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : defaultThemeName;
  const persona = context.parameters.persona as string | undefined;
  const { queryClient, api } = clientsFor(context.id, persona, () => ({
    queryClient: storyQueryClient(),
    api: storybookApi(persona),
  }));
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <I18nextProvider i18n={i18n.i18n}>
      <ApiProvider api={api}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <ThemeRoot theme={theme}>
              {/* The root shell's toast queue: a feature's failure toast shows as in the app. */}
              <Toaster>
                <Story />
              </Toaster>
            </ThemeRoot>
          </MemoryRouter>
        </QueryClientProvider>
      </ApiProvider>
    </I18nextProvider>
  );
};

// The review widths (the 390 px phone and the product's breakpoints, ui tokens), as Chromatic's modes and the
// local pixel checks draw them.
const viewportOptions = Object.fromEntries(
  Object.entries(reviewWidths).map(([name, width]) => [
    name,
    { name: `${name} (${width}px)`, styles: { width: `${width}px`, height: '800px' }, type: 'desktop' },
  ]),
);

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(ownFilesHandler, ...handlers);
      worker.events.on('request:start', ({ requestId }) => storyCalls.add(requestId));
      worker.events.on('request:end', ({ requestId }) => storyCalls.delete(requestId));
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
    async (context) => {
      const i18n = await portalI18n();
      const wanted = isSupportedLanguage(context.globals.locale) ? context.globals.locale : productLanguage;
      if (i18n.i18n.language !== wanted) await i18n.changeLanguage(wanted);
      return { i18n };
    },
    // Pixel comparisons: the text face is in before the story first paints. A native control (a
    // select's text) drawn in the fallback face first was seen to keep it in some runs and not in
    // others, a picture that changed from run to run.
    async (context) => {
      if (isFrozen(context.globals))
        await Promise.all(
          Object.values(fontWeights).map((weight) => document.fonts.load(`${weight} 16px "Inter Variable"`)),
        );
      return {};
    },
  ],
  // The last decorator is the outermost: freezing wraps everything.
  decorators: [withPortalProviders, withFrozenWorld],
  // The mock backend keeps state (read flags, deletions): every story starts from the fixtures.
  beforeEach() {
    storyCalls.clear();
    clearStoryStorage();
    reseedFrozenRandom();
    resetProductState();
    resetMockStore();
    mockFaults.clear();
  },
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Tema',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: themeLabels[name] })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Idioma',
        icon: 'globe',
        items: [
          { value: 'es', title: 'Español' },
          { value: 'en', title: 'English' },
          { value: 'tr', title: 'Türkçe' },
        ],
        dynamicTitle: true,
      },
    },
    frozen: { description: 'Freeze animations, the clock and random values (pixel comparisons)' },
  },
  initialGlobals: { theme: defaultThemeName, locale: productLanguage, frozen: false },
  parameters: {
    layout: 'centered',
    // Accessibility violations fail the story test.
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Pixel review, in Chromatic and locally: every story on the phone in the default theme; a story
    // adds the desktop or the other themes with its own modes (see @portal/ui/testing).
    chromatic: { modes: phoneModes },
  },
};

export default preview;
