import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { expectErrorSummary } from '../../testing/errorSummary.ts';
import { ValidateCiForm } from './ValidateCiForm.tsx';

const meta = {
  title: 'Features/Onboarding/ValidateCiForm',
  component: ValidateCiForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ValidateCiForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A client whose card is validated (past step 1): told so, the form there for a renewed card. */
export const AlreadyValidated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('ci-already-validated', {}, { timeout: 8000 })).toHaveTextContent(
      'Tu cédula ya está validada. Si la renovaste, ingresa aquí los datos de la nueva.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Número de documento' })).toBeVisible();
  },
};

/** A client at step 1 (the card is their first task): the form alone, no note. */
let firstStepAnswered = false;
export const FirstStep: Story = {
  beforeEach({ msw }) {
    firstStepAnswered = false;
    msw.use(
      http.post('*/rpc/user/getUserStatus', () => {
        firstStepAnswered = true;
        return HttpResponse.json({ onboardingStep: 'FIRST', riskProfileAmendment: null });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'RUT' })).toBeVisible();
    await waitFor(() => expect(firstStepAnswered).toBe(true));
    // A render after the answer, then still no note.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.queryByTestId('ci-already-validated')).toBeNull();
  },
};

/** A RUT with a wrong check digit and a short number: said on each field and in the summary, focused. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'RUT' }), '16.543.210-1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de documento' }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar' }));
    const rut = canvas.getByRole('textbox', { name: 'RUT' });
    await expect(rut).toHaveAccessibleDescription(/Ingresa un RUT válido, por ejemplo 12\.345\.678-5\.$/);
    await expectErrorSummary(
      canvas,
      'Ingresa un RUT válido, por ejemplo 12.345.678-5.',
      /^El número de documento/,
    );
    await expect(canvas.getByRole('textbox', { name: 'Número de documento' })).toHaveAccessibleDescription(
      /El número de documento tiene 9 dígitos \(o una letra y 9 dígitos\)\.$/,
    );
  },
};

/** Her RUT (written any way) and her card: validated; the RUT is written the Chilean way. */
export const Validated: Story = {
  play: async ({ canvas }) => {
    const rut = canvas.getByRole('textbox', { name: 'RUT' });
    await userEvent.type(rut, '16543210k');
    await userEvent.tab();
    await expect(rut).toHaveValue('16.543.210-K');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de documento' }), '123.456.789');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar' }));
    await expect(await canvas.findByTestId('ci-validated', {}, { timeout: 8000 })).toHaveTextContent(
      'Validamos tu cédula.',
    );
  },
};

/** The server refuses: someone else's RUT, a blocked card — each on its field and in the summary, focused. */
export const RefusedByTheServer: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'RUT' }), '15.987.654-3');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de documento' }), '100.000.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar' }));
    const rut = canvas.getByRole('textbox', { name: 'RUT' });
    await waitFor(() => expect(rut).toHaveAccessibleDescription(/Ese RUT no es el de tu cuenta\.$/), {
      timeout: 8000,
    });
    await expectErrorSummary(canvas, 'Ese RUT no es el de tu cuenta.');
    await expect(canvas.getByRole('textbox', { name: 'Número de documento' })).toHaveAccessibleDescription(
      /Esta cédula figura bloqueada en el Registro Civil\. Usa tu cédula vigente\.$/,
    );
  },
};

/** The check fails: said, the values kept. */
export const CheckFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/identity/card', async () => {
        await delay(100);
        return HttpResponse.json({ error: 'down' }, { status: 503 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'RUT' }), '16.543.210-K');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de documento' }), '123456789');
    const button = canvas.getByRole('button', { name: 'Validar' });
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos validar tu cédula ahora. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Número de documento' })).toHaveValue('123456789');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await userEvent.unhover(button);
    button.blur();
  },
};
