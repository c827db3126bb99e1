import { companyApplicationExample, seedCompanyApplication } from '@portal/mocks';
import { desktopModes, inForcedColors, phoneOnlyModes, systemColor } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findMainMenu, type PortalScreen, screen, screenMeta, shows } from './portalScreen.tsx';

/**
 * Every page of the main ("bp") layout (docs/RULES.md#routes-and-layouts) as a client sees it: the portal's own frame, guard
 * and page at its route, against the mock backend, as Camila unless the story says otherwise.
 */
const meta = {
  ...screenMeta,
  title: 'Screens/Main layout',
  // Literal here: Storybook's indexer reads tags statically (no docs page, see screenMeta).
  tags: ['!autodocs'],
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = screen('/dashboard', 'Hola, Cami', 'bp', {
  check: async (canvasElement) => {
    // Registered long ago: no registration card.
    await expect(within(canvasElement).queryByRole('region', { name: 'Completa tu registro' })).toBeNull();
  },
});
/**
 * Windows high contrast (forced colours): the browser drops the theme's colours and shadows, so the
 * cards keep an edge, and the chart's period and the menu's page show as chosen, in the system's
 * selection colours (docs/ACCESSIBILITY.md#forced-colours).
 */
export const DashboardInForcedColors: Story = screen('/dashboard', 'Hola, Cami', 'bp', {
  chromatic: { modes: desktopModes, forcedColors: 'active' },
  check: async (canvasElement) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Tus inversiones' });
    const period = (await canvas.findByRole('radio', { name: '1 año' })).nextElementSibling;
    const otherPeriod = canvas.getByRole('radio', { name: '1 mes' }).nextElementSibling;
    // The page's own item of the menu (beside the page on the desktop; a closed drawer on a phone).
    const page = (await findMainMenu(canvasElement)).querySelector('[aria-current="page"]');
    await expect(page).toHaveTextContent('Inicio');
    if (!(period instanceof HTMLElement) || !(otherPeriod instanceof HTMLElement))
      throw new Error('A period is drawn by the element after its radio');
    const background = (element: Element) => getComputedStyle(element).backgroundColor;
    if (inForcedColors()) {
      await expect(getComputedStyle(card).outlineStyle).toBe('solid');
      await expect(getComputedStyle(card).outlineColor).toBe(systemColor('CanvasText'));
      await expect(background(period)).toBe(systemColor('Highlight'));
      await expect(getComputedStyle(period).color).toBe(systemColor('HighlightText'));
      await expect(background(otherPeriod)).not.toBe(systemColor('Highlight'));
      if (page?.checkVisibility()) await expect(background(page)).toBe(systemColor('Highlight'));
    } else {
      // Seen in Storybook without the medium: the theme's shadow, no edge.
      await expect(getComputedStyle(card).outlineStyle).toBe('none');
      await expect(background(period)).not.toBe(background(otherPeriod));
    }
  },
});
/** A client still registering (step 2 of 3): where they are and the way on, before anything else. */
export const DashboardWhileRegistering: Story = screen('/dashboard', 'Hola, Vale', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  persona: 'onboarding',
  check: async (canvasElement) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Completa tu registro' }));
    await expect(
      card.getByText(
        'Vas en el paso 2 de 3. Cuando termines tu registro podrás crear tu primera meta y entrar a Mi cuenta.',
      ),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: 'Continuar mi registro' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    // The first goal comes after the registration (the onboarding page lists it as "Después").
    await expect(within(canvasElement).queryByRole('link', { name: 'Crear mi primera meta' })).toBeNull();
  },
});
export const Activities: Story = screen('/dashboard/activities', 'Actividad general', 'bp', {
  check: shows(/^Mostrando 1–20 de \d+$/),
});
/** A goal page's "Ver todos los movimientos": the company's one goal, chosen from the URL. */
export const ActivitiesOfAGoal: Story = screen(
  '/dashboard/activities?goalId=201&type=deposit',
  'Actividad general',
  'bp',
  {
    chromatic: { modes: phoneOnlyModes },
    persona: 'company',
    check: async (canvasElement) => {
      await shows(/^Mostrando 1–20 de \d+$/)(canvasElement);
      await expect(within(canvasElement).getByRole('combobox', { name: 'Meta' })).toHaveValue('201');
      await expect(within(canvasElement).getByRole('combobox', { name: 'Tipo' })).toHaveValue('deposit');
    },
  },
);
export const GeneralBalance: Story = screen('/general-balance', 'Balance general', 'bp', {
  check: async (canvasElement) => {
    await expect(await within(canvasElement).findByTestId('general-total')).toHaveTextContent('$55.650.000');
    await expect(await within(canvasElement).findAllByText(/^Cartola de [a-z]+ de \d{4}$/)).toHaveLength(6);
  },
});
/** A client with dollars: the amount in dollars and its pesos at the rate the page names. */
export const GeneralBalanceInDollars: Story = screen('/general-balance', 'Balance general', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  persona: 'usInvitation',
  check: shows(/a \$948,35 por dólar/),
});
export const Goals: Story = screen('/goals', 'Mis metas', 'bp', { check: shows('Casa propia') });
export const Goal: Story = screen('/goals/101', 'Casa propia', 'bp', {
  check: async (canvasElement) => {
    await shows('$12.450.000')(canvasElement);
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Cambiar portafolio' }),
    ).toHaveAttribute('href', '/change-portfolio?goalId=101');
  },
});
/** The wallet keeps its product's one strategy: deposit and rescue, no change of portfolio offered. */
export const WalletGoal: Story = screen('/goals/105', 'Caja Moneda', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  check: async (canvasElement) => {
    const canvas = within(canvasElement);
    await shows('$350.000')(canvasElement);
    await expect(await canvas.findByText('Muy conservadora', { exact: false })).toBeVisible();
    // Offered until the catalogue says the product has one strategy, then taken away.
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Cambiar portafolio' })).toBeNull(), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('link', { name: 'Rescatar' })).toBeVisible();
  },
});
/**
 * An APV goal under A (Sofía, docs/RULES.md#apv-voluntary-retirement-savings): its tax benefit this
 * year, the bonus near its 6 UTM cap and last year's still to come.
 */
export const ApvGoalRegimeA: Story = screen('/goals/801', 'Mi APV', 'bp', {
  // Its desktop is the goal page's (Goal): the benefit card differs, and the phone draws it.
  chromatic: { modes: phoneOnlyModes },
  persona: 'apvA',
  check: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Tu beneficio tributario (régimen A)' }),
    ).toBeVisible();
    await expect(await canvas.findByTestId('apv-benefit-last-year', {}, { timeout: 8000 })).toHaveTextContent(
      '$414.000',
    );
  },
});
/** An APV goal under B (Diego): what he deducts this year, the tax it saves at his 23 %, his rescue. */
export const ApvGoalRegimeB: Story = screen('/goals/851', 'APV para la jubilación', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  persona: 'apvB',
  check: async (canvasElement) => {
    await expect(
      await within(canvasElement).findByTestId('apv-benefit-saving', {}, { timeout: 8000 }),
    ).toHaveTextContent('$1.449.000');
  },
});
/** A client with an APV: its yearly certificates beside the tax ones. */
export const GeneralBalanceWithApv: Story = screen('/general-balance', 'Balance general', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  persona: 'apvA',
  check: async (canvasElement) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Certificados de APV' }, { timeout: 8000 }),
    ).toBeVisible();
  },
});
/** A goal id that is not the client's: said so, with the way back (never someone else's goal). */
export const GoalNotFound: Story = screen('/goals/999', 'No encontramos esta meta', 'bp', {
  chromatic: { modes: phoneOnlyModes },
});
export const Insurances: Story = screen('/insurances', 'Mis seguros', 'bp');
export const Insurance: Story = screen('/insurances/501', 'Seguro de vida con ahorro', 'bp', {
  check: async (canvasElement) => {
    await expect(await within(canvasElement).findByTestId('insurance-savings')).toHaveTextContent(
      '$3.184.600',
    );
  },
});
export const InsuranceNotFound: Story = screen('/insurances/999', 'No encontramos este seguro', 'bp', {
  chromatic: { modes: phoneOnlyModes },
});
export const Referral: Story = screen('/referral', 'Invita a tus amigos', 'bp', {
  check: async (canvasElement) => {
    await expect(await within(canvasElement).findByTestId('referral-earned')).toHaveTextContent('$20.000');
  },
});
/** A client who has invited nobody yet. */
export const ReferralNoFriends: Story = screen('/referral', 'Invita a tus amigos', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  persona: 'usInvitation',
  check: shows('Aún no has invitado a nadie. Comparte tu código para empezar.'),
});
/** A company: its legal data and representative. */
export const Entity: Story = screen('/entity', 'Mi empresa', 'bp', {
  persona: 'company',
  check: async (canvasElement) => {
    await expect(await within(canvasElement).findByTestId('company-rut')).toHaveTextContent('76.543.210-3');
  },
});
/** A person who represents companies: them, the way into them, and how to open another. */
export const EntityOfARepresentative: Story = screen('/entity', 'Mi empresa', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  persona: 'multiCompany',
  check: shows('Transportes Soto SpA'),
});
/** A person with no company yet: how to open an account for one. */
export const EntityToStart: Story = screen('/entity', 'Mi empresa', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  check: shows('Datos de la empresa'),
});
/** "Invertir como empresa": what is needed, and the way to start. */
export const EntityActivate: Story = {
  ...screen('/entity/activate', 'Invierte como empresa', 'bp', {
    // Its desktop is the company page's (Entity).
    chromatic: { modes: phoneOnlyModes },
    check: shows('Qué necesitas'),
  }),
  beforeEach: () => seedCompanyApplication('individual', null),
};
/** An application sent: in review since when. */
export const EntityActivateInReview: Story = {
  ...screen('/entity/activate', 'Invierte como empresa', 'bp', {
    chromatic: { modes: phoneOnlyModes },
    check: shows(
      /^La solicitud de Ferretería Los Andes SpA está en revisión desde el 20 de noviembre de 2026\./,
    ),
  }),
  beforeEach: () =>
    seedCompanyApplication('individual', {
      ...companyApplicationExample,
      status: 'in-review',
      documents: {
        deed: { name: 'escritura.pdf', size: 350_000 },
        powers: { name: 'poderes.pdf', size: 120_000 },
      },
      submittedAt: '2026-11-20T15:30:00.000Z',
    }),
};
export const Discover: Story = screen('/discover', 'Descubrir', 'bp', {
  check: shows('Tienes $53.500.000 en 3 metas'),
});
/** A company's catalogue: its surplus in the Plus product. */
export const DiscoverAsACompany: Story = screen('/discover', 'Descubrir', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  persona: 'company',
  check: shows('Tienes $85.000.000 en 1 meta'),
});
export const PendingTransactions: Story = screen(
  '/pending-transaction-notifications',
  'Transacciones pendientes',
  'bp',
);
/** A holder (Camila): her goal leads to its page and to a deposit; another opens here; the advisor second. */
export const ShortTermInvest: Story = screen('/short-term-invest', 'Inversión de corto plazo', 'bp', {
  check: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0,49% anual, unos $8.820 al año')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Depositar en Fondo de emergencia' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Abrir otra meta en Inversión de corto plazo' }),
    ).toBeVisible();
  },
});
export const ShortTermInvestPlus: Story = screen(
  '/short-term-invest-plus',
  'Inversión de corto plazo Plus',
  'bp',
  { chromatic: { modes: phoneOnlyModes }, persona: 'company' },
);
/** A holder of a dollar product (Benjamín): figures in dollars, a deposit, another dollar goal. */
export const ShortTermInvestDollars: Story = screen(
  '/short-term-invest-dollars',
  'Dólares de corto plazo',
  'bp',
  {
    // Another client's figures on the product page: its desktop is ShortTermInvest's frame and layout.
    chromatic: { modes: phoneOnlyModes },
    persona: 'usInvitation',
    check: async (canvasElement) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('link', { name: 'Depositar en Dólares para viajar' }),
      ).toHaveAttribute('href', '/deposit/701');
      await expect(
        canvas.getByRole('link', { name: 'Abrir otra meta en Dólares de corto plazo' }),
      ).toBeVisible();
    },
  },
);
/** A product the client has no goal in: what it is, and how to start. */
export const ShortTermInvestDollarsPlus: Story = screen(
  '/short-term-invest-dollars-plus',
  'Dólares de corto plazo Plus',
  'bp',
  { chromatic: { modes: phoneOnlyModes }, check: shows('Aún no inviertes en Dólares de corto plazo Plus.') },
);
/** The wallet: a deposit fills the one the client has; there is no other to open. */
export const Dollarbox: Story = screen('/dollarbox', 'Caja Moneda', 'bp', {
  // The same product screen as ShortTermInvest, for the wallet: its desktop is that story's.
  chromatic: { modes: phoneOnlyModes },
  check: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('product-balance')).toHaveTextContent('$350.000');
    await expect(canvas.getByRole('link', { name: 'Depositar en Caja Moneda' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Abrir otra meta/ })).toBeNull();
  },
});
/** An invited client (Camila): what they get, and the way to activate it. */
export const Ibkr: Story = screen('/ibkr', 'Invierte en EE.UU.', 'bp', {
  check: shows('Tienes una invitación'),
});
/** The account already open (Benjamín): said so, with its number. */
export const IbkrActive: Story = screen('/ibkr', 'Invierte en EE.UU.', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  persona: 'usInvitation',
  check: shows(/^Tu cuenta N\.º U\d{7} en el bróker está activa desde el 2 de marzo de 2026\.$/),
});
/** Without an invitation (Francisca): said so, with a way to save in dollars meanwhile. */
export const IbkrNotInvited: Story = screen('/ibkr', 'Invierte en EE.UU.', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  persona: 'multiCompany',
  check: shows('Solo por invitación'),
});
export const Advisor: Story = screen('/advisor', 'Asesoría', 'bp', { check: shows('Daniela Muñoz Pérez') });
/** Registration not finished: no advisor yet. */
export const AdvisorNotAssigned: Story = screen('/advisor', 'Asesoría', 'bp', {
  chromatic: { modes: phoneOnlyModes },
  persona: 'onboarding',
  check: shows(/Aún no tienes un asesor asignado/),
});
export const Pricing: Story = screen('/pricing', 'Costos', 'bp', {
  check: async (canvasElement) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Comisión anual por producto y saldo' }),
    ).toBeVisible();
  },
});
/** Mi cuenta: the footer is hidden here (docs/RULES.md#main-layout). */
export const Profile: Story = screen('/profile', 'Mi cuenta', 'bp', {
  check: async (canvasElement) => {
    await expect(
      within(canvasElement).queryByRole('navigation', { name: 'Enlaces del pie de página' }),
    ).not.toBeInTheDocument();
  },
});
