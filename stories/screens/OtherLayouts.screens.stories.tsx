import { companyApplicationExample, seedCompanyApplication } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import { phoneAndDesktopModes, phoneModes } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { type PortalScreen, screen, screenMeta, shows, withStoredEnterAs } from './portalScreen.tsx';

/**
 * The pages of the empty and step layouts (docs/RULES.md#step-layout): public pages signed out, the signed-in empty
 * pages, and the step flows, each at its route in its own frame.
 */
const meta = {
  ...screenMeta,
  title: 'Screens/Empty and step layouts',
  // Literal here: Storybook's indexer reads tags statically (no docs page, see screenMeta).
  tags: ['!autodocs'],
  // These layouts are one column, whose desktop look the StepLayout and EmptyLayout stories draw:
  // a page is drawn on the phone, and on the desktop too when it has a wide part of its own.
  parameters: { ...screenMeta.parameters, chromatic: { modes: phoneModes } },
} satisfies Meta<typeof PortalScreen>;

/** A page with a wide part of its own (columns, a chart, a list of cards): drawn on the desktop too. */
const wide = { chromatic: { modes: phoneAndDesktopModes } };

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator looks a client up on "Cambiar usuario". */
async function searchClients(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText('Nombre, correo o código de cliente', {}, { timeout: 8000 }),
    text,
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
  return canvas;
}

// Public, empty layout: they open signed out.
export const Register: Story = screen('/register', 'Abre tu cuenta', 'empty', {
  ...wide,
  session: 'signed-out',
  check: shows('Tu contraseña debe tener:'),
});
/** Signed in already: the way to the portal instead of a second account. */
export const RegisterSignedIn: Story = screen('/register', 'Ya tienes una cuenta', 'empty');
export const AuthSignedOut: Story = screen('/auth', 'Ingresa a tu portal', 'empty', {
  ...wide,
  session: 'signed-out',
});
export const AuthSignedIn: Story = screen('/auth', 'Ya iniciaste sesión', 'empty');
export const DownloadApp: Story = screen('/download-app', 'Descarga nuestra app', 'empty', {
  ...wide,
  session: 'signed-out',
});
export const Maintenance: Story = screen('/maintenance', /mantenci/i, 'empty', {
  ...wide,
  session: 'signed-out',
});
/** An unknown path: the redirect-to page names it and offers the way back (never the dashboard). */
export const UnknownPath: Story = screen('/no-existe?x=1', 'No encontramos esta página', 'empty', {
  session: 'signed-out',
  check: async (canvasElement) => {
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent('/no-existe?x=1');
  },
});
// Public, step layout.
export const Confirmation: Story = screen('/confirmation', '¡Listo! Recibimos tu solicitud', 'step', {
  session: 'signed-out',
});
/** The email link of a new account that is not one of ours: said, with a new link to ask for. */
export const ConfirmationUnknownLink: Story = screen(
  '/confirmation?token=inventado',
  'Confirma tu correo',
  'step',
  {
    session: 'signed-out',
    check: shows(/^Este enlace no es válido\./),
  },
);

// Signed in, empty layout.
export const ValidateCi: Story = screen('/validateci', 'Valida tu cédula de identidad', 'empty', {
  check: async (canvasElement) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Número de documento' })).toBeVisible();
    // Camila's card is validated: the form is for a renewed one.
    await expect(await within(canvasElement).findByTestId('ci-already-validated')).toBeVisible();
  },
});
export const Blog: Story = screen('/blog', 'Blog', 'empty', {
  check: async (canvasElement) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(5);
  },
});
export const Kyc: Story = screen('/kyc', 'Conoce a tu cliente', 'empty', {
  check: async (canvasElement) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: 'Profesión u oficio' }, { timeout: 8000 }),
    ).toBeVisible();
  },
});
/** Change user, a client with several companies: each one to enter. */
export const CompaniesToPick: Story = screen('/companies', 'Cambiar usuario', 'empty', {
  ...wide,
  persona: 'multiCompany',
  check: async (canvasElement) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Tus empresas' });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    await expect(
      within(list).getByRole('button', { name: 'Entrar como Transportes Soto SpA' }),
    ).toBeEnabled();
    await expect(within(canvasElement).queryByRole('search')).not.toBeInTheDocument();
  },
});
/** Change user, a client without companies. */
export const CompaniesNone: Story = screen('/companies', 'Cambiar usuario', 'empty', {
  check: async (canvasElement) => {
    await expect(await within(canvasElement).findByText('No representas a ninguna empresa.')).toBeVisible();
  },
});
/** Change user, an administrator: the client search, and what it found. */
export const CompaniesAdministratorSearch: Story = {
  ...screen('/companies', 'Cambiar usuario', 'empty', { persona: 'admin' }),
  play: async ({ canvasElement }) => {
    const canvas = await searchClients(canvasElement, 'soto');
    const results = await canvas.findByRole('list', { name: 'Clientes encontrados' });
    await expect(
      within(results).getByRole('button', { name: 'Entrar como Francisca Soto Morales' }),
    ).toBeEnabled();
    await expect(
      within(results).getByRole('button', { name: 'Entrar como Transportes Soto SpA' }),
    ).toBeEnabled();
  },
};
/** The search fails: said so, with a retry. */
export const CompaniesSearchFailed: Story = {
  parameters: { route: '/companies', persona: 'admin' },
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/searchClients', () => HttpResponse.json({ results: 'nope' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await searchClients(canvasElement, 'camila');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No pudimos buscar clientes.');
  },
};
/** The search is on its way. */
export const CompaniesSearching: Story = {
  parameters: { route: '/companies', persona: 'admin' },
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/searchClients', answerNever));
  },
  play: async ({ canvasElement }) => {
    const canvas = await searchClients(canvasElement, 'camila');
    await expect(await canvas.findByText('Buscando clientes…')).toBeVisible();
  },
};
/** Change user while in a company's portal: whose it is, and the way back to one's own. */
export const CompaniesWhileRepresenting: Story = {
  ...screen('/companies', 'Cambiar usuario', 'empty', {
    persona: 'multiCompany',
    check: async (canvasElement) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByText('Ahora ves el portal de Panadería Los Aromos Ltda., como su representante.'),
      ).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: 'Volver a mi cuenta' })[0]).toBeEnabled();
    },
  }),
  beforeEach: withStoredEnterAs('co-1'),
};

// Signed in, step layout.
/** The management contract to read and accept: Valentina, still registering (an open account accepted it). */
export const Contract: Story = screen('/contract', 'Tu contrato', 'step', {
  persona: 'onboarding',
  check: async (canvasElement) => {
    await expect(
      await within(canvasElement).findByRole('checkbox', { name: /Leí y acepto/ }, { timeout: 8000 }),
    ).not.toBeChecked();
  },
});
export const RescueChooseGoal: Story = screen('/rescue', '¿De qué meta quieres rescatar?', 'step');
/** The rescue's first step: what is available, part or all. */
export const RescueGoal: Story = screen('/rescue/101', 'Rescatar', 'step', {
  check: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Disponible para rescatar: $12.450.000.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Todo/ })).toBeVisible();
  },
});
/** The rescue's second step (a draft from the first): the accounts, and a back button now. */
export const RescueAccount: Story = {
  ...screen('/rescue/101?paso=cuenta', 'Rescatar', 'step', {
    check: async (canvasElement) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('group', { name: 'Cuenta de destino' }, { timeout: 8000 }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Volver' })).toBeVisible();
    },
  }),
  beforeEach: () => {
    sessionStorage.setItem(
      'portal.draft.rescue.101',
      JSON.stringify({
        kind: 'partial',
        amount: '500.000',
        accountId: '',
        newAccount: { bankCode: '', type: '', number: '', holderRut: '' },
        orderKeys: {},
        serverErrors: null,
        receipt: null,
      }),
    );
  },
};
/** A deposit into an APV (Sofía): this year's caps beside the amount, with the UF and UTM. */
export const DepositApv: Story = screen('/deposit/801', 'Depositar', 'step', {
  // The phone alone: the step layout's desktop is drawn by the other flows' stories.
  persona: 'apvA',
  check: async (canvasElement) => {
    await expect(
      await within(canvasElement).findByTestId('apv-caps-bonus', {}, { timeout: 8000 }),
    ).toHaveTextContent(/más de ahorro en el régimen A\.$/);
  },
});
/** A rescue from an APV under B (Diego), all of it: what it costs, before any code. */
export const RescueApv: Story = {
  ...screen('/rescue/851', 'Rescatar', 'step', {
    // The phone alone: the step layout's desktop is drawn by the other flows' stories.
    persona: 'apvB',
    check: async (canvasElement) => {
      await expect(
        await within(canvasElement).findByTestId('apv-cost-withheld', {}, { timeout: 8000 }),
      ).toHaveTextContent(/^\$[\d.]+$/);
    },
  }),
  beforeEach: () => {
    sessionStorage.setItem(
      'portal.draft.rescue.851',
      JSON.stringify({
        kind: 'total',
        amount: '',
        accountId: '',
        newAccount: { bankCode: '', type: '', number: '', holderRut: '' },
        orderKeys: {},
        serverErrors: null,
        receipt: null,
      }),
    );
  },
};
/** A new goal's first step with an APV chosen: the regime, and the comparison on the client's figures. */
export const NewGoalApv: Story = {
  ...screen('/goals/new', 'Nueva meta', 'step', {
    // The phone alone: the step layout's desktop is drawn by the other flows' stories.
    check: async (canvasElement) => {
      await expect(
        await within(canvasElement).findByRole(
          'group',
          { name: 'Régimen tributario de tu APV' },
          { timeout: 8000 },
        ),
      ).toBeVisible();
    },
  }),
  beforeEach: () => {
    sessionStorage.setItem(
      'portal.draft.goal-new',
      JSON.stringify({
        category: 'apv',
        title: '',
        targetAmount: '',
        targetMonth: '',
        initial: '',
        monthly: '',
        strategyId: null,
        apvRegime: '',
        apvTaxRate: null,
        orderKeys: {},
        serverErrors: null,
        receipt: null,
      }),
    );
  },
};
export const DepositChooseGoal: Story = screen('/deposit', '¿En qué meta quieres depositar?', 'step');
/** The deposit's first step: the amount, with the logo (a first step) and the close button. */
export const DepositGoal: Story = screen('/deposit/101', 'Depositar', 'step', {
  check: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: 'Monto a depositar (CLP)' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Volver' })).toBeNull();
  },
});
/** The deposit's second step (a draft from the first): how to transfer, and a back button now. */
export const DepositHowToPay: Story = {
  ...screen('/deposit/101?paso=pago', 'Depositar', 'step', {
    ...wide,
    check: async (canvasElement) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByTestId('transfer-code', {}, { timeout: 8000 })).toHaveTextContent(
        'META-101',
      );
      await expect(canvas.getByTestId('transfer-amount')).toHaveTextContent('$150.000');
      await expect(canvas.getByRole('button', { name: 'Volver' })).toBeVisible();
    },
  }),
  beforeEach: () => {
    sessionStorage.setItem(
      'portal.draft.deposit.101',
      JSON.stringify({ amount: '150.000', orderKeys: {}, serverError: null, receipt: null }),
    );
  },
};
/** Benjamín's dollar goal: the amount in dollars. */
export const DepositDollarGoal: Story = screen('/deposit/701', 'Depositar', 'step', {
  persona: 'usInvitation',
  check: async (canvasElement) => {
    await expect(
      await within(canvasElement).findByRole(
        'textbox',
        { name: 'Monto a depositar (USD)' },
        { timeout: 8000 },
      ),
    ).toHaveAccessibleDescription('Mínimo US$100,00 y máximo US$50.000,00 por depósito.');
  },
});
/** A goal that is not the client's: said so in the flow, with the way back. */
export const DepositUnknownGoal: Story = screen('/deposit/999', 'No encontramos esta meta', 'step');
/** Without a goal the client picks one. */
export const ChangePortfolio: Story = screen('/change-portfolio', 'Cambiar portafolio', 'step', {
  check: async (canvasElement) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /Casa propia/ }, { timeout: 8000 }),
    ).toHaveAttribute('href', '/change-portfolio?goalId=101');
  },
});
/** A goal's strategies, its own marked. */
export const ChangePortfolioGoal: Story = screen(
  '/change-portfolio?goalId=101',
  'Cambiar portafolio',
  'step',
  {
    ...wide,
    check: async (canvasElement) => {
      await expect(
        await within(canvasElement).findByRole('radio', { name: /tu estrategia actual/ }, { timeout: 8000 }),
      ).toHaveAccessibleName(/^Arriesgada/);
    },
  },
);
/** Valentina at step 2: the card done, the declaration next (with its link), the contract to come. */
export const Onboarding: Story = screen('/onboarding', 'Tu registro', 'step', {
  ...wide,
  persona: 'onboarding',
  check: async (canvasElement) => {
    const tasks = within(
      await within(canvasElement).findByRole('list', { name: 'Pasos de tu registro' }, { timeout: 8000 }),
    );
    await expect(tasks.getAllByRole('listitem').map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'next',
      'later',
      'later',
    ]);
    await expect(tasks.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/kyc');
  },
});
export const ScheduleAdvisor: Story = screen('/schedule-advisor', 'Agenda con un asesor', 'step', {
  ...wide,
  check: async (canvasElement) => {
    await expect(await within(canvasElement).findByRole('group', { name: 'Día' })).toBeVisible();
  },
});
/** A new goal's first step: what for, with the logo of a first step. */
export const GoalNew: Story = screen('/goals/new', 'Nueva meta', 'step', {
  ...wide,
  check: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Tipo de meta' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Volver' })).toBeNull();
  },
});
/** The first goal (the onboarding's last task): how it goes, then the same flow as a new goal. */
export const GoalStart: Story = screen('/goals/start', 'Comienza a invertir', 'step', {
  check: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Así funciona' })).toBeVisible();
    await expect(within(canvas.getByTestId('goal-start-steps')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: 'Tipo de meta' })).toBeVisible();
  },
});
/** The US brokerage's activation (Camila, invited): tax residence, the US-person question, the terms. */
export const IbkrActivate: Story = screen('/ibkr/activate', 'Activa tu cuenta en EE.UU.', 'step', {
  check: shows('Tu residencia tributaria'),
});
/** A company's registration, step 1: the company (Camila, nothing saved yet). */
export const EntityNew: Story = {
  ...screen('/entity/new', 'Registra tu empresa', 'step', { check: shows('Tu cargo en la empresa') }),
  beforeEach: () => seedCompanyApplication('individual', null),
};
/** Step 2, the company saved: its line of business and address. */
export const EntityOnboardingStep: Story = {
  ...screen('/entity/onboarding/datos', 'Datos de la empresa', 'step', {
    check: shows('Ferretería Los Andes SpA · RUT 77.654.321-7'),
  }),
  beforeEach: () =>
    seedCompanyApplication('individual', { ...companyApplicationExample, data: null, representative: null }),
};
/** Step 3: how the company signs, the contact prefilled with the client's email. */
export const EntityOnboardingRepresentative: Story = {
  ...screen('/entity/onboarding/representante', 'Representante legal', 'step', {
    check: shows('¿Cómo firma la empresa?'),
  }),
  beforeEach: () =>
    seedCompanyApplication('individual', { ...companyApplicationExample, representative: null }),
};
/** Step 4: the deeds to upload, then send. */
export const EntityOnboardingDocuments: Story = {
  ...screen('/entity/onboarding/documentos', 'Documentos', 'step', {
    check: shows('Escritura de constitución'),
  }),
  beforeEach: () => seedCompanyApplication('individual', companyApplicationExample),
};
/** A step opened before the first: which comes first, and the way there. */
export const EntityOnboardingNotYet: Story = {
  ...screen('/entity/onboarding/documentos', 'Documentos', 'step', {
    check: shows('Antes de este paso va «La empresa».'),
  }),
  beforeEach: () => seedCompanyApplication('individual', null),
};
