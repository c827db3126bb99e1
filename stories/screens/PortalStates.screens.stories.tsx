import { clientCodes } from '@portal/mocks/personas';
import { answerNever } from '@portal/mocks/testing';
import { phoneOnlyModes } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  expectScreen,
  findMainMenu,
  mainMenu,
  type PortalScreen,
  screen,
  screenMeta,
  withStoredEnterAs,
} from './portalScreen.tsx';

/**
 * The states a signed-in screen can be in besides its content (docs/RULES.md#routes-and-layouts, #states-and-transitions, #roles-and-permissions, #calls): the guards'
 * answers, the start-up data failing, a session that ended, another account being shown.
 */
const meta = {
  ...screenMeta,
  // The phone alone: each is a state of the frame over a page whose desktop look the main layout's
  // stories draw (the header, the menu, the dashboard).
  parameters: { ...screenMeta.parameters, chromatic: { modes: phoneOnlyModes } },
  title: 'Screens/Portal states',
  // Literal here: Storybook's indexer reads tags statically (no docs page, see screenMeta).
  tags: ['!autodocs'],
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A client below onboarding step FOURTH who types /profile: why it is locked, and how to go on. */
export const ProfileLockedInOnboarding: Story = screen('/profile', 'Mi cuenta aún no está disponible', 'bp', {
  persona: 'onboarding',
  check: async (canvasElement) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Continuar mi registro' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  },
});

/** The client's onboarding step cannot be read: an error with a retry, not a blank page or a guess. */
export const AccountStatusFailed: Story = {
  parameters: { route: '/profile' },
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getUserStatus', () => HttpResponse.json({ onboardingStep: 42 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Revisa tu conexión e inténtalo de nuevo.',
    );
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Mi cuenta' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    // The way around stays: the menu's essentials, not an empty column.
    const menu = within(await findMainMenu(canvasElement));
    await waitFor(() => expect(menu.getAllByText('Inicio', { selector: 'a, a *' })).not.toHaveLength(0));
  },
};

/**
 * The same outside the main layout (`?layout=empty`), where the account guard itself asks for the
 * status: an error with a retry, never Mi cuenta shown on a guess.
 */
export const AccountGateStatusFailed: Story = {
  parameters: { route: '/profile?layout=empty' },
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getUserStatus', () => HttpResponse.json({ onboardingStep: 42 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Revisa tu conexión e inténtalo de nuevo.');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Mi cuenta' })).not.toBeInTheDocument();
    await expect(mainMenu(canvasElement)).toBeNull();
  },
};

/** The session ended while the client was away: said plainly, with the way back in. */
export const SessionExpired: Story = {
  parameters: { route: '/dashboard', session: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tu sesión expiró' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Iniciar sesión de nuevo' })).toBeEnabled();
  },
};

/**
 * The session ended in the middle of a flow (a rescue's review): said, with what was kept, and the
 * way back in leads to this step (e2e: flows/nothing-lost). Its picture would be SessionExpired's
 * with one line more: it takes none (the baselines' budget).
 */
export const SessionExpiredInFlow: Story = {
  parameters: { route: '/rescue/101?paso=resumen', session: 'expired', chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tu sesión expiró' })).toBeVisible();
    await expect(canvas.getByTestId('session-flow-kept')).toHaveTextContent(
      'Guardamos lo que llevabas en este paso: al iniciar sesión de nuevo vuelves aquí, con tus datos.',
    );
    await expect(canvas.getByRole('button', { name: 'Iniciar sesión de nuevo' })).toBeEnabled();
  },
};

/** A pending risk-profile amendment is asked before the main layout shows (docs/RULES.md#main-layout). */
export const RiskProfileToConfirm: Story = {
  parameters: { route: '/dashboard', persona: 'riskProfile' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Hola Matías' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('Actualizamos tu perfil de riesgo a Moderado');
    // The page behind the prompt has loaded too (its chunk may arrive after the prompt): one still picture.
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 1, name: 'Hola, Matías', hidden: true }, { timeout: 8000 });
    // …and the menu (start-up data): the prompt may open before it arrives. In the menu: the goal's
    // card on the page is a link of the same name.
    const menu = await findMainMenu(canvasElement);
    await within(menu).findAllByText(/Auto nuevo/, { selector: 'a, a *' }, { timeout: 8000 });
  },
};

/** Start-up data that breaks its contract: the parts are named in Spanish, the rest of the portal works. */
export const StartupDataFailed: Story = {
  // The same notice as StartupCallRefused with other words: its desktop is that story's.
  parameters: { route: '/dashboard' },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/common/notifications', () => HttpResponse.json({ unexpected: true })),
      http.get('*/api/common/messages', () => HttpResponse.json('nope')),
    );
  },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Hola, Cami', 'bp');
    const canvas = within(canvasElement);
    await waitFor(
      () => {
        const notice = canvas.getByText(/No pudimos cargar/);
        expect(notice).toHaveTextContent(/los mensajes/);
        expect(notice).toHaveTextContent(/las notificaciones/);
        expect(notice).toHaveTextContent(/Lo demás del portal funciona/);
      },
      { timeout: 5000 },
    );
  },
};

/** While the client's data is on its way the frame is there and says it is loading. */
export const FrameLoading: Story = {
  parameters: { route: '/goals' },
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', answerNever));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findMainMenu(canvasElement)).toBeInTheDocument();
    await expect(await canvas.findByText('Cargando tus datos…')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** An administrator acting as a client: every page says whose portal this is, with the way out. */
export const AdministratorAsClient: Story = {
  parameters: { route: '/dashboard', persona: 'admin' },
  beforeEach: withStoredEnterAs('usInvitation'),
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Hola, Benja', 'bp');
    const banner = within(canvasElement).getByRole('region', { name: 'Acceso de administración' });
    await expect(banner).toHaveTextContent('Estás viendo el portal de Benjamín Silva Contreras');
    await expect(within(banner).getByRole('button', { name: 'Salir de este cliente' })).toBeEnabled();
  },
};

/** A client in the portal of a company they represent (docs/RULES.md#roles-and-permissions: change user). */
export const RepresentingACompany: Story = {
  parameters: { route: '/dashboard', persona: 'multiCompany' },
  beforeEach: withStoredEnterAs('co-1'),
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, /Hola, Panadería Los Aromos/, 'bp');
    const banner = within(canvasElement).getByRole('region', { name: 'Cuenta de empresa' });
    await expect(banner).toHaveTextContent(
      'Estás usando el portal de Panadería Los Aromos Ltda. como su representante.',
    );
    await expect(within(banner).getByRole('button', { name: 'Volver a mi cuenta' })).toBeEnabled();
  },
};

/** A stored enter-as id the backend refuses (403): said plainly, with the way back, no one's data. */
export const EnteredAccountRefused: Story = {
  parameters: { route: '/dashboard', persona: 'individual' },
  beforeEach: withStoredEnterAs('company'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refusal = await canvas.findByText(
      'No tienes acceso a esta cuenta. Vuelve a la tuya para seguir.',
      {},
      { timeout: 8000 },
    );
    // Asking again would be refused again: no retry, the banner's way back instead.
    await expect(within(refusal.closest('[role="alert"]') ?? refusal).queryByRole('button')).toBeNull();
    const banner = await canvas.findByRole('region', { name: 'Otra cuenta' });
    await expect(banner).toHaveTextContent(
      `No puedes ver la cuenta «${clientCodes.company}» que quedó guardada en este equipo.`,
    );
    await expect(within(banner).getByRole('button', { name: 'Volver a mi cuenta' })).toBeEnabled();
    await expect(canvas.queryByText(/Inversiones Andes/)).not.toBeInTheDocument();
    // The start-up calls are refused too: the banner and the refusal already say why, so no notice
    // adds a retry that would be refused again. Waited for, so the screen's picture is whole.
    await waitFor(() => expect(canvasElement.querySelector('[data-startup="partial"]')).not.toBeNull(), {
      timeout: 8000,
    });
    await expect(
      canvas.queryByText(/Lo demás del portal funciona|No tienes permiso/),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  },
};

/**
 * A start-up call the server refuses (HTTP 403) on the client's own account: said, with no retry
 * (it would be refused again), beside one that failed and may load on a second try.
 */
export const StartupCallRefused: Story = {
  parameters: { route: '/dashboard' },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/common/messages', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
      http.get('*/api/apps/chat/chats', () => HttpResponse.json('nope')),
    );
  },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Hola, Cami', 'bp');
    const canvas = within(canvasElement);
    const notice = await canvas.findByText(/No tienes permiso para ver/, {}, { timeout: 8000 });
    await expect(notice).toHaveTextContent('No tienes permiso para ver los mensajes.');
    const alert = notice.closest('[role="alert"]');
    await expect(alert).toHaveTextContent('No pudimos cargar los chats. Lo demás del portal funciona.');
    await expect(within(alert as HTMLElement).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};
