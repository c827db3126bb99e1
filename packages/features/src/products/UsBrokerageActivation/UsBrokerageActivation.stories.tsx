import { type PersonaId, personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UsBrokerageActivation } from './UsBrokerageActivation.tsx';

const meta = {
  title: 'Features/Products/UsBrokerageActivation',
  component: UsBrokerageActivation,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UsBrokerageActivation>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The mock backend answers as this persona (user and codes). */
function as(persona: PersonaId) {
  return ({ msw }: { msw: { use: (...handlers: ReturnType<typeof http.post>[]) => void } }) => {
    msw.use(
      http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json(personas[persona].user)),
      http.post('*/rpc/codes/getActiveCodes', () => HttpResponse.json(personas[persona].activeCodes)),
    );
  };
}

/** Camila's answers, all right: Chile, her RUT, not a US person, both boxes ticked. */
async function fillIn(canvas: Canvas, rut = '16543210k') {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'RUT' }, { timeout: 8000 }), rut);
  await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /contrato de cliente/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /W-8BEN/ }));
}

/** The end state a picture can be taken of: no pointer or focus on the button. */
async function settle(canvas: Canvas) {
  const button = canvas.getByRole('button', { name: 'Activar mi cuenta' });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  await userEvent.unhover(button);
  button.blur();
}

/** Invited (Camila): the form, Chile first, nothing ticked. */
export const Form: Story = {
  // Its picture is the screens' (Screens/Empty and step layouts, IbkrActivate): the form in its page.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('combobox', { name: 'País donde pagas impuestos' }, { timeout: 8000 }),
    ).toHaveValue('CL');
    await expect(canvas.getByRole('textbox', { name: 'RUT' })).toHaveAccessibleDescription(
      'El de tu cuenta, por ejemplo 12.345.678-5.',
    );
    await expect(canvas.getByRole('checkbox', { name: /contrato de cliente/ })).not.toBeChecked();
  },
};

/** Nothing answered: each field says what it needs, and the summary at the top, which takes the focus. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Activar mi cuenta' }, { timeout: 8000 }),
    );
    const summary = canvas.getByRole('region', { name: 'Revisa lo siguiente para continuar' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(4);
    const rut = canvas.getByRole('textbox', { name: 'RUT' });
    await expect(within(summary).getAllByRole('link')[0]).toHaveAttribute('href', `#${rut.id}`);
    await expect(rut).toHaveAccessibleDescription(/Ingresa tu número de identificación tributaria\.$/);
    await expect(
      canvas.getByRole('group', { name: '¿Eres persona estadounidense?' }),
    ).toHaveAccessibleDescription(/Responde si eres persona estadounidense\.$/);
    // Asked again with nothing answered: the same Spanish words, never zod's "Invalid input".
    await userEvent.click(canvas.getByRole('button', { name: 'Activar mi cuenta' }));
    await expect(
      canvas.getByRole('group', { name: '¿Eres persona estadounidense?' }),
    ).toHaveAccessibleDescription(/Responde si eres persona estadounidense\.$/);
    await expect(canvas.getByRole('checkbox', { name: /contrato de cliente/ })).toHaveAccessibleDescription(
      'Acepta los términos de la corredora para seguir.',
    );
    await expect(canvas.getByRole('checkbox', { name: /W-8BEN/ })).toHaveAccessibleDescription(
      'Firma la declaración W-8BEN para seguir.',
    );
  },
};

/** Another country asks for its own tax id; a US person is told the account is not for them. */
export const AbroadAndUsPerson: Story = {
  play: async ({ canvas }) => {
    const country = await canvas.findByRole(
      'combobox',
      { name: 'País donde pagas impuestos' },
      { timeout: 8000 },
    );
    await userEvent.selectOptions(country, 'ES');
    const taxId = canvas.getByRole('textbox', { name: 'Número de identificación tributaria' });
    await userEvent.type(taxId, '123');
    await userEvent.click(canvas.getByRole('radio', { name: 'Sí' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Activar mi cuenta' }));
    const summary = canvas.getByRole('region', { name: 'Revisa lo siguiente para continuar' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: /El número va de 5 a 20/ }));
    await expect(taxId).toHaveFocus();
    await expect(taxId).toHaveAccessibleDescription(/El número va de 5 a 20 letras o dígitos\.$/);
    await expect(
      canvas.getByRole('group', { name: '¿Eres persona estadounidense?' }),
    ).toHaveAccessibleDescription(/ Esta cuenta se abre con el formulario W-8BEN/);
    await settle(canvas);
  },
};

/** All right: the account opens, with its number, and the way to its page. */
export const Activated: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await expect(canvas.getByRole('textbox', { name: 'RUT' })).toHaveValue('16.543.210-K');
    await userEvent.click(canvas.getByRole('button', { name: 'Activar mi cuenta' }));
    await expect(await canvas.findByTestId('us-brokerage-active', {}, { timeout: 8000 })).toHaveTextContent(
      /^Listo: tu cuenta U\d{7} en el bróker quedó activa el \d+ de \p{L}+ de \d{4}\./u,
    );
    await expect(canvas.getByRole('link', { name: 'Ir a Invierte en EE.UU.' })).toHaveAttribute(
      'href',
      '/ibkr',
    );
  },
};

/** Someone else's RUT: the server says so on the field and in the summary, which takes the focus. */
export const RefusedByTheServer: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, '13.456.789-9');
    await userEvent.click(canvas.getByRole('button', { name: 'Activar mi cuenta' }));
    const rut = canvas.getByRole('textbox', { name: 'RUT' });
    await waitFor(() => expect(rut).toHaveAccessibleDescription(/Ese RUT no es el de tu cuenta\.$/), {
      timeout: 8000,
    });
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Revisa lo siguiente para continuar' })).toHaveFocus(),
    );
    await settle(canvas);
  },
};

/** The brokerage does not answer: said, and every answer stays for the retry. */
export const ActivationFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/ibkr/activation', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Activar mi cuenta' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos activar tu cuenta ahora. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(canvas.getByRole('textbox', { name: 'RUT' })).toHaveValue('16.543.210-K');
    await expect(canvas.getByRole('checkbox', { name: /W-8BEN/ })).toBeChecked();
    await settle(canvas);
  },
};

/** Benjamín's account is open already: said, with the way to its page. */
export const AlreadyOpen: Story = {
  beforeEach: as('usInvitation'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('us-brokerage-active', {}, { timeout: 8000 })).toHaveTextContent(
      'Tu cuenta en EE.UU. ya está activa.',
    );
  },
};

/** Without an invitation (Francisca): said, no form. */
export const NotInvited: Story = {
  beforeEach: as('multiCompany'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByTestId('us-brokerage-uninvited', {}, { timeout: 8000 }),
    ).toHaveTextContent('La cuenta en EE.UU. se abre solo por invitación, y aún no tienes una.');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/codes/getActiveCodes', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cargando tu invitación…')).toBeInTheDocument();
  },
};

/** The invitation cannot be read: said, with Reintentar. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/rpc/codes/getActiveCodes', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No pudimos cargar tu invitación.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
