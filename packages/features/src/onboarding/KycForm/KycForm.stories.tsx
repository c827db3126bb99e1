import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KycForm } from './KycForm.tsx';

const meta = {
  title: 'Features/Onboarding/KycForm',
  component: KycForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof KycForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A first declaration: each missing answer said on its field and in the summary at the top, which
 * takes the focus; each of its links takes the focus to its field.
 */
export const Missing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Guardar declaración' }, { timeout: 8000 }),
    );
    const summary = canvas.getByRole('region', { name: 'Revisa lo siguiente para continuar' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Ingresa tu profesión u oficio.',
      'Elige el origen de tus fondos.',
      'Indica si eres una persona expuesta políticamente.',
    ]);
    const profession = canvas.getByRole('textbox', { name: 'Profesión u oficio' });
    await expect(profession).toHaveAccessibleDescription('Ingresa tu profesión u oficio.');
    await userEvent.click(within(summary).getByRole('link', { name: 'Elige el origen de tus fondos.' }));
    await expect(canvas.getByRole('combobox', { name: 'Origen de tus fondos' })).toHaveFocus();
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Indica si eres una persona expuesta políticamente.' }),
    );
    await expect(canvas.getByRole('radio', { name: 'No' })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Ingresa tu profesión u oficio.' }));
    await expect(profession).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Origen de tus fondos' })).toHaveAccessibleDescription(
      'Elige el origen de tus fondos.',
    );
    await expect(
      canvas.getByRole('group', { name: '¿Eres una persona expuesta políticamente (PEP)?' }),
    ).toHaveAccessibleDescription(/Indica si eres una persona expuesta políticamente\.$/);
    // Saved again with nothing answered: the same Spanish words, never zod's "Invalid input".
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar declaración' }));
    await expect(
      canvas.getByRole('group', { name: '¿Eres una persona expuesta políticamente (PEP)?' }),
    ).toHaveAccessibleDescription(/Indica si eres una persona expuesta políticamente\.$/);
    await expect(canvas.queryByText(/Invalid/)).toBeNull();
  },
};

/** "Otro" asks which, and a PEP says the office; then it is saved. */
export const OtherOriginAndPep: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Profesión u oficio' }, { timeout: 8000 }),
      'Abogada',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Origen de tus fondos' }), 'Otro');
    await userEvent.click(canvas.getByRole('radio', { name: 'Sí' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar declaración' }));
    await expect(canvas.getByRole('textbox', { name: '¿De dónde vienen?' })).toHaveAccessibleDescription(
      'Cuéntanos de dónde vienen tus fondos.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Cargo o vínculo' })).toHaveAccessibleDescription(
      'Indica el cargo o el vínculo.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: '¿De dónde vienen?' }), 'Premio de un concurso');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cargo o vínculo' }), 'Hija de un senador');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar declaración' }));
    await expect(await canvas.findByTestId('kyc-saved', {}, { timeout: 8000 })).toHaveTextContent(
      'Guardamos tu declaración.',
    );
    await expect(await canvas.findByTestId('kyc-updated', {}, { timeout: 8000 })).toHaveTextContent(
      /^Tu última declaración es del \d+ de \w+ de \d{4}\./,
    );
  },
};

/** Saving fails: said, the answers kept. */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.put('*/api/kyc', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Profesión u oficio' }, { timeout: 8000 }),
      'Profesora',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Origen de tus fondos' }),
      'Sueldo u honorarios',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    const save = canvas.getByRole('button', { name: 'Guardar declaración' });
    await userEvent.click(save);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos guardar tu declaración. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Profesión u oficio' })).toHaveValue('Profesora');
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await userEvent.unhover(save);
    save.blur();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/kyc', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tu declaración…');
  },
};

export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/kyc', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar tu declaración.',
    );
  },
};
