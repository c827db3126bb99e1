import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import { otherThemeModes } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { ScheduledDepositsSummary } from '../../goals/index.ts';
import { accountJustOpened } from '../../testing/registration.ts';
import { DashboardScreen } from './DashboardScreen.tsx';

const meta = {
  title: 'Screens/Dashboard',
  tags: ['!autodocs'],
  component: DashboardScreen,
  // As /dashboard draws it: the scheduled deposits under the figures.
  args: { schedules: (goals) => <ScheduledDepositsSummary goals={goals} /> },
  // At the phone: its states besides the loaded one (loading, no goals yet, data that breaks its
  // contract) are variants whose desktop would repeat the layout Screens/Main layout draws there.
  parameters: { layout: 'fullscreen', route: '/dashboard' },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client's data arrived from the mock backend: greeting by preferred name, client code to copy. */
export const Loaded: Story = {
  // The all-themes set's page, in the six other themes: the default theme's pictures are the
  // screens' (Screens/Main layout, Dashboard: this content in its frame, at both widths).
  parameters: { chromatic: { modes: otherThemeModes } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hola, Cami' })).toBeVisible();
    await expect(canvas.getByText(personas.individual.user.id)).toBeVisible();
    await expect(canvas.getByTestId('signed-in-name')).toHaveTextContent('Camila Rojas Fuentes');
    await expect(canvas.getByRole('button', { name: 'Copiar Tu código de cliente' })).toBeEnabled();
  },
};

/**
 * An administrator acting for the client, or a representative in a company's portal: the last card
 * names whose portal this is and their code, not the account as the one who signed in.
 */
export const ViewingAnotherAccount: Story = {
  args: { viewingOther: true },
  // The card is below the phone's first screen, which Loaded's picture already shows: no picture.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Estás viendo el portal de' });
    await expect(card).toHaveTextContent('Camila Rojas Fuentes');
    await expect(canvas.getByRole('button', { name: 'Copiar Su código de cliente' })).toBeEnabled();
    await expect(canvas.queryByText('Sesión iniciada como')).toBeNull();
  },
};

/** While the user call is pending the page says so to screen readers too. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Cargando tus datos…');
  },
};

/** A failed call shows an error with a retry that calls again. */
export const ServerError: Story = {
  // Ends as Loaded is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.post('*/rpc/user/getCurrentUser', () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json(personas.individual.user);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No pudimos cargar tus datos');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hola, Cami'));
  },
};

/** Data that breaks the contract is an error, not a crash. */
export const InvalidServerData: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json({ id: 42 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No pudimos cargar tus datos');
  },
};

/** No card of goals, movements or scheduled deposits that would only say there are none. */
async function expectNoEmptyGoalCards(canvas: {
  queryByRole: (role: 'region', options: { name: string }) => HTMLElement | null;
}) {
  for (const name of ['Tus metas', 'Últimos movimientos', 'Aportes automáticos'])
    await expect(canvas.queryByRole('region', { name })).toBeNull();
}

/** A client with no goal yet, registration done (Valentina once her account opened): the first one is offered. */
export const NoGoalsYet: Story = {
  parameters: { persona: 'onboarding' },
  beforeEach({ msw }) {
    msw.use(accountJustOpened);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Crear mi primera meta' })).toHaveAttribute(
      'href',
      '/goals/start',
    );
    await expect(canvas.getByText('Aún no tienes inversiones.')).toBeVisible();
    await expectNoEmptyGoalCards(canvas);
  },
};

/**
 * A client still registering (Valentina, step 2 of 3): where she is and how to go on, first thing;
 * no actions yet (no goal to move money in or out of, and the first comes with the registration).
 */
export const StillRegistering: Story = {
  parameters: { persona: 'onboarding' },
  play: async ({ canvas }) => {
    const registration = await canvas.findByRole('region', { name: 'Completa tu registro' });
    await expect(registration).toHaveTextContent('Vas en el paso 2 de 3.');
    await expect(canvas.queryByRole('navigation', { name: 'Qué quieres hacer' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Crear mi primera meta' })).toBeNull();
    await expectNoEmptyGoalCards(canvas);
    await expect(canvas.getByRole('region', { name: 'Tus seguros' })).toBeVisible();
  },
};
