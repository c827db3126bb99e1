import { type PersonaId, personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SideMenu } from './SideMenu.tsx';

const meta = {
  title: 'Features/Navigation/SideMenu',
  component: SideMenu,
  // Drawn at the phone alone: its `mode` is an argument, so the desktop would draw the same menu
  // (the layout's stories and the screens draw it at the desktop, in its frame).
  parameters: { layout: 'fullscreen' },
  args: { currentPath: '/dashboard', mode: 'side', opened: true, onOpenedChange: fn(), onNavigate: fn() },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mock backend answers as this persona (user, status, codes). */
function as(persona: PersonaId) {
  return ({ msw }: { msw: { use: (...handlers: ReturnType<typeof http.post>[]) => void } }) => {
    msw.use(
      http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json(personas[persona].user)),
      http.post('*/rpc/user/getUserStatus', () => HttpResponse.json(personas[persona].status)),
      http.post('*/rpc/codes/getActiveCodes', () => HttpResponse.json(personas[persona].activeCodes)),
    );
  };
}

const nav = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  within(canvas.getByRole('navigation', { name: 'Menú principal' }));

/** Individual: server items, "Nuevo" on the listed ids, goals sections. */
export const Individual: Story = {
  beforeEach: as('individual'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(nav(canvas).getByRole('link', { name: 'Casa propia' })).toBeInTheDocument());
    await expect(nav(canvas).getByRole('link', { name: /Descubrir/ })).toHaveTextContent('Nuevo');
    await expect(nav(canvas).getByRole('list', { name: 'Inversiones' })).toBeInTheDocument();
    await expect(nav(canvas).queryByRole('link', { name: /Invertir en EE\.UU\./ })).toBeNull();
  },
};

/** Company: the business-profile menu (Inicio, Asesoría, Descubrir) and its goals. */
export const Company: Story = {
  beforeEach: as('company'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(nav(canvas).getByRole('link', { name: 'Asesoría' })).toBeInTheDocument());
    await expect(nav(canvas).queryByRole('link', { name: 'Mis metas' })).toBeNull();
  },
};

/** Onboarding at step 2: the account item is locked with its tooltip text. */
export const OnboardingNotFinished: Story = {
  beforeEach: as('onboarding'),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(nav(canvas).getByRole('link', { name: /Mi cuenta/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

/** Invited to the US brokerage: its item shows. */
export const UsInvitation: Story = {
  beforeEach: as('usInvitation'),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(nav(canvas).getByRole('link', { name: /Invertir en EE\.UU\./ })).toBeInTheDocument(),
    );
  },
};

/** Before the user's data arrives the menu is empty (items are added once it has loaded). */
export const WhileLoading: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(nav(canvas).queryAllByRole('link')).toHaveLength(0);
  },
};

/**
 * The server's menu could not be read: the essentials (Inicio, Asesoría, Descubrir) and the goals
 * stay, never an empty column (the start-up notice says the menu failed and offers to ask again).
 */
export const TreeFailed: Story = {
  beforeEach({ msw }) {
    as('individual')({ msw });
    msw.use(http.get('*/api/common/navigation', () => HttpResponse.json({ unexpected: true })));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(nav(canvas).getByRole('link', { name: 'Inicio' })).toBeInTheDocument());
    await expect(nav(canvas).getByRole('link', { name: 'Asesoría' })).toHaveAttribute('href', '/advisor');
    await expect(nav(canvas).getByRole('link', { name: /Descubrir/ })).toHaveAttribute('href', '/discover');
    await expect(nav(canvas).getByRole('link', { name: 'Casa propia' })).toBeInTheDocument();
    // Only the server knows the rest of the menu: nothing of it is guessed.
    await expect(nav(canvas).queryByRole('link', { name: /Mi cuenta/ })).toBeNull();
  },
};

/** The client's own data cannot be read: the essentials stay (Inicio, Asesoría, Descubrir), never an empty column. */
export const ClientUnreadable: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json({ id: 42 })));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(nav(canvas).getByRole('link', { name: 'Inicio' })).toBeInTheDocument(), {
      timeout: 8000,
    });
    await expect(
      nav(canvas)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard', '/advisor', '/discover']);
  },
};
