import { type AccountId, clientCodes, isPersonaId } from '@portal/mocks/personas';
import { fakeAccessToken } from '@portal/mocks/testing';
import { AuthProvider, type AuthState, type PortalSession } from '@portal/platform';
import { Toaster } from '@portal/ui/Toaster';
import { phoneAndDesktopModes, type VisualModes } from '@portal/ui/testing';
import { useMemo } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { PortalRoutes } from '../../apps/portal/src/routing/PortalRoutes.tsx';
import { PortalLinksContext } from '../../apps/portal/src/shell/portalLinks.ts';

/**
 * Screen stories: the portal's own routes (frame, guard, layout and page) at `parameters.route`,
 * signed in as `parameters.persona` through a session that never leaves the page. The mock backend
 * answers for that persona (its token's subject), as the app's demo does.
 */
export type ScreenSession = 'signed-in' | 'signed-out' | 'expired';

/** The token's subject of a persona: its client code, as the provider gives it. */
const subjectOf = (persona: string) => (isPersonaId(persona) ? clientCodes[persona] : persona);

function storySession(persona: string, kind: ScreenSession): PortalSession {
  const token = fakeAccessToken(persona);
  const state: AuthState =
    kind === 'signed-in'
      ? {
          status: 'signed-in',
          // The token's subject, as the provider gives it: the persona's client code.
          user: { access_token: token, expires_at: 4_102_444_800, profile: { sub: subjectOf(persona) } },
        }
      : kind === 'expired'
        ? { status: 'ended', reason: 'token_expires' }
        : { status: 'starting' };
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    accessToken: () => (kind === 'signed-in' ? token : null),
    signIn: async () => undefined,
    signOut: async () => undefined,
    // Signed out, a guarded page would go to the provider: here it stays (nothing to show).
    start: async () => (kind === 'signed-in' ? 'ready' : 'redirecting'),
    resume: () => kind === 'signed-in',
    // The stories' token is always good: a refusal is a story's own fault, asked again.
    rejected: async () => 'renewed',
  };
}

/** The outward links of the stories' deployment (config.json `links` in a real one). */
const storyLinks = {
  helpCentre: 'https://ayuda.example.cl',
  feedback: 'https://feedback.example.cl',
  cmf: 'https://www.cmfchile.cl',
};

/** The portal's routes at the story's route, with the persona's session (the stories' render). */
export function PortalScreen({ persona = 'individual', session = 'signed-in' }: ScreenProps) {
  // One session per persona and kind: a new one each render would be a new snapshot for every reader.
  const portalSession = useMemo(() => storySession(persona, session), [persona, session]);
  return (
    <AuthProvider session={portalSession}>
      {/* The root shell's toast container (its error dialog and update checks are the app's own). */}
      <Toaster>
        <PortalLinksContext.Provider value={storyLinks}>
          <PortalRoutes environment="Storybook" />
        </PortalLinksContext.Provider>
      </Toaster>
    </AuthProvider>
  );
}
interface ScreenProps {
  persona?: string;
  session?: ScreenSession;
}

/** Meta shared by the screen stories: full screen, the portal's routes, a persona per story. */
export const screenMeta = {
  component: PortalScreen,
  // No docs page: it would render every story of the file at once, each with its own mock backend
  // state (MSW handlers are per story), on one page.
  tags: ['!autodocs'],
  // A page's look depends on the width: drawn on the phone and the desktop.
  parameters: { layout: 'fullscreen', chromatic: { modes: phoneAndDesktopModes } },
  render: (_args: unknown, context: { parameters: Record<string, unknown> }) => (
    <PortalScreen
      persona={context.parameters.persona as string | undefined}
      session={context.parameters.session as ScreenSession | undefined}
    />
  ),
};

export type Layout = 'bp' | 'step' | 'empty';

/**
 * The portal's main menu in the page: beside the page on a wide screen, a closed drawer on a phone.
 * Closed, it is not displayed, so it has no accessible name and role queries pass it by (even with
 * `hidden: true`): it is found by its label, at any width.
 */
export function mainMenu(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>('nav[aria-label="Menú principal"]');
}

/** The main menu once it is in the page (the start-up data draws it). */
export async function findMainMenu(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => {
      const menu = mainMenu(canvasElement);
      if (!menu) throw new Error('No main menu ("Menú principal") in the page');
      return menu;
    },
    { timeout: 8000 },
  );
}

/** The page is there (its h1) in its layout: the main menu (bp), the step header's close (step), or neither. */
export async function expectScreen(canvasElement: HTMLElement, heading: string | RegExp, layout: Layout) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 }),
  ).toBeVisible();
  const close = canvas.queryAllByRole('button', { name: /^Cerrar$/ });
  await expect(mainMenu(canvasElement) !== null).toBe(layout === 'bp');
  await expect(close.length > 0).toBe(layout === 'step');
  if (layout === 'bp') {
    // The main frame has settled: the client's menu in the header, the side menu's items. The
    // menu's trigger is drawn again by Radix when its code comes (ui lazyOverlay): asked each time.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Menú de usuario' })).toBeVisible());
    // (On a phone the side menu is a closed drawer: there, but not displayed.)
    const menu = within(await findMainMenu(canvasElement));
    await expect(await menu.findAllByText('Inicio', { selector: 'a, a *' })).not.toHaveLength(0);
  }
}

/** A screen story: the route, as whom, and the page it must reach in its layout. */
export function screen(
  route: string,
  heading: string | RegExp,
  layout: Layout,
  options: {
    persona?: string;
    session?: ScreenSession;
    check?: (canvasElement: HTMLElement) => Promise<void>;
    /**
     * Where it is drawn for pixel review, when not its file's default (see @portal/ui/testing), and
     * in which media (Chromatic's forced colours and reduced motion, emulated locally too).
     */
    chromatic?: { modes: VisualModes; forcedColors?: 'active'; prefersReducedMotion?: 'reduce' };
  } = {},
) {
  const { check, ...parameters } = options;
  return {
    parameters: { route, ...parameters },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expectScreen(canvasElement, heading, layout);
      await check?.(canvasElement);
    },
  };
}

/** A screen's check: this text is visible in its (innermost) main region. */
export const shows = (text: string | RegExp) => async (canvasElement: HTMLElement) => {
  const main = within(canvasElement).getAllByRole('main').at(-1) ?? canvasElement;
  await expect(await within(main).findByText(text)).toBeVisible();
};

/**
 * A story's beforeEach that stores an account's enter-as id (its client code), as "Cambiar usuario" does (the preview empties
 * the story's storage before every story, so nothing is left for the next one).
 */
export const withStoredEnterAs = (account: AccountId) => () => {
  localStorage.setItem('bp-enter-as-id', clientCodes[account]);
};
