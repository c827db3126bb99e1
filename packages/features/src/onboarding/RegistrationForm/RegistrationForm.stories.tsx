import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RegistrationForm } from './RegistrationForm.tsx';

const meta = {
  title: 'Features/Onboarding/RegistrationForm',
  component: RegistrationForm,
  parameters: { layout: 'padded' },
  args: { termsHref: '/assets/terminos-y-condiciones.pdf' },
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Tomás's details, all right. */
async function fillIn(canvas: Canvas, { rut = '19.876.543-0', password = 'Cordillera2026' } = {}) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), 'Tomás');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Apellidos' }), 'Vergara Lillo');
  await userEvent.type(canvas.getByRole('textbox', { name: 'RUT' }), rut);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Correo' }), 'tomas.vergara@example.cl');
  await userEvent.type(canvas.getByLabelText('Contraseña'), password);
  await userEvent.click(canvas.getByRole('checkbox', { name: /Acepto los/ }));
}

const ruleState = (canvas: Canvas) =>
  within(canvas.getByTestId('password-rules'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-met'));

/** Empty: the fields, and the password rules none of which is met yet but the personal one. */
export const Empty: Story = {
  // Its picture is the screens' (Screens/Empty and step layouts, Register): the form in its page.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'RUT' })).toHaveAccessibleDescription(
      'El de tu cédula, por ejemplo 12.345.678-5.',
    );
    await expect(ruleState(canvas)).toEqual(['false', 'false', 'false', 'false', 'true']);
    await expect(canvas.getByRole('link', { name: 'términos y condiciones (PDF)' })).toHaveAttribute(
      'href',
      '/assets/terminos-y-condiciones.pdf',
    );
  },
};

/**
 * Nothing typed: each field says what it needs, and the summary at the top says it all at once and
 * takes the focus; its first link leads to the first field.
 */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crear mi cuenta' }));
    const summary = canvas.getByRole('region', { name: 'Revisa lo siguiente para continuar' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveTextContent('Ingresa tu nombre.');
    await expect(links[5]).toHaveTextContent('Acepta los términos y condiciones para seguir.');
    const firstname = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(links[0]).toHaveAttribute('href', `#${firstname.id}`);
    await expect(firstname).toHaveAccessibleDescription('Ingresa tu nombre.');
    await expect(canvas.getByRole('textbox', { name: 'Correo' })).toHaveAccessibleDescription(
      'Ingresa tu correo.',
    );
    await expect(canvas.getByLabelText('Contraseña')).toHaveAccessibleDescription('Crea una contraseña.');
    await expect(canvas.getByRole('checkbox', { name: /Acepto los/ })).toHaveAccessibleDescription(
      'Acepta los términos y condiciones para seguir.',
    );
  },
};

/** The rules tick as the client types; their own name in it is not allowed; Mostrar shows it. */
export const PasswordRules: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), 'Tomás');
    const password = canvas.getByLabelText('Contraseña');
    await userEvent.type(password, 'tomas');
    await expect(ruleState(canvas)).toEqual(['false', 'true', 'false', 'false', 'false']);
    await userEvent.type(password, 'Clave2026');
    await expect(ruleState(canvas)).toEqual(['true', 'true', 'true', 'true', 'false']);
    await expect(canvas.getByText(/nada de tu nombre, RUT o correo/)).toHaveTextContent('(falta)');
    await userEvent.clear(password);
    await userEvent.type(password, 'Cordillera2026');
    await expect(ruleState(canvas)).toEqual(['true', 'true', 'true', 'true', 'true']);
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * A RUT that already has an account: the server says so on the field and in the summary, which takes
 * the focus; its link leads to the RUT.
 */
export const RutTaken: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, { rut: '16.543.210-K' });
    await userEvent.click(canvas.getByRole('button', { name: 'Crear mi cuenta' }));
    const rut = canvas.getByRole('textbox', { name: 'RUT' });
    await waitFor(
      () => expect(rut).toHaveAccessibleDescription(/Ya tienes una cuenta con este RUT: ingresa con ella\.$/),
      { timeout: 8000 },
    );
    const summary = canvas.getByRole('region', { name: 'Revisa lo siguiente para continuar' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: /Ya tienes una cuenta con este RUT/ }));
    await expect(rut).toHaveFocus();
    rut.blur();
  },
};

/** Created: where the link went and until when; another one on request. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear mi cuenta' }));
    await expect(await canvas.findByTestId('registration-sent', {}, { timeout: 8000 })).toHaveTextContent(
      /^Te enviamos un enlace a tomas\.vergara@example\.cl para confirmar tu correo\. Vale hasta el \d+ de \p{L}+ de \d{4} a las \d{2}:\d{2}\.$/u,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar otro enlace' }));
    await expect(await canvas.findByTestId('registration-resent', {}, { timeout: 8000 })).toHaveTextContent(
      'Listo: te enviamos un enlace nuevo. El anterior ya no sirve.',
    );
  },
};

/** The server does not answer: said, and every value stays. */
export const CreateFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/registrations', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    const create = canvas.getByRole('button', { name: 'Crear mi cuenta' });
    await userEvent.click(create);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos crear tu cuenta ahora. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Correo' })).toHaveValue('tomas.vergara@example.cl');
    await expect(canvas.getByLabelText('Contraseña')).toHaveValue('Cordillera2026');
    await waitFor(() => expect(create).not.toHaveAttribute('aria-disabled'));
    await userEvent.unhover(create);
    create.blur();
  },
};
