import { companyApplicationExample, personas, seedCompanyApplication } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { CompanyApplication } from '@portal/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompanyApplicationStep } from './CompanyApplicationStep.tsx';

const meta = {
  title: 'Features/Onboarding/CompanyApplicationStep',
  component: CompanyApplicationStep,
  parameters: { layout: 'padded' },
  args: { step: 'new', onNext: fn() },
} satisfies Meta<typeof CompanyApplicationStep>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The stories' client (Camila, the default persona) has this application before the story starts. */
const seeded = (application: CompanyApplication | null) => () =>
  seedCompanyApplication('individual', application);
const companyOnly: CompanyApplication = { ...companyApplicationExample, data: null, representative: null };
const withData: CompanyApplication = { ...companyApplicationExample, representative: null };

/** The end state a picture can be taken of: the button free again, no pointer or focus on it. */
async function settle(canvas: Canvas, name: string) {
  const button = canvas.getByRole('button', { name });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  await userEvent.unhover(button);
  button.blur();
}

/** Step 1: the company, its RUT written the Chilean way; saved, it goes on to its data. */
export const NewCompany: Story = {
  beforeEach: seeded(null),
  play: async ({ canvas, args }) => {
    const rut = await canvas.findByRole('textbox', { name: 'RUT de la empresa' }, { timeout: 8000 });
    await userEvent.type(rut, '776543217');
    await userEvent.tab();
    await expect(rut).toHaveValue('77.654.321-7');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Razón social' }), 'Ferretería Los Andes SpA');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Tu cargo en la empresa' }),
      'Gerente general',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(args.onNext).toHaveBeenCalledWith('datos'), { timeout: 8000 });
  },
};

/** Nothing typed, then a person's RUT: said on each field and in the summary, which takes the focus. */
export const NewInvalid: Story = {
  beforeEach: seeded(null),
  play: async ({ canvas, args }) => {
    const save = await canvas.findByRole('button', { name: 'Guardar y continuar' }, { timeout: 8000 });
    await userEvent.click(save);
    const rut = canvas.getByRole('textbox', { name: 'RUT de la empresa' });
    const summary = canvas.getByRole('region', { name: 'Revisa lo siguiente para continuar' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(within(summary).getByRole('link', { name: 'Ingresa el RUT de la empresa.' }));
    await expect(rut).toHaveFocus();
    await expect(rut).toHaveAccessibleDescription(/Ingresa el RUT de la empresa\.$/);
    await expect(canvas.getByRole('textbox', { name: 'Razón social' })).toHaveAccessibleDescription(
      'Ingresa la razón social.',
    );
    await expect(
      canvas.getByRole('combobox', { name: 'Tu cargo en la empresa' }),
    ).toHaveAccessibleDescription(/Elige tu cargo en la empresa\.$/);
    await userEvent.type(rut, '16.543.210-K');
    await expect(rut).toHaveAccessibleDescription(/Ese RUT es de una persona: ingresa el de la empresa\.$/);
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** A company that is already a client: the server says so on the RUT and in the summary, focused. */
export const NewAlreadyAClient: Story = {
  beforeEach: seeded(null),
  play: async ({ canvas, args }) => {
    const rut = await canvas.findByRole('textbox', { name: 'RUT de la empresa' }, { timeout: 8000 });
    await userEvent.type(rut, '76.543.210-3');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Razón social' }), 'Inversiones Andes SpA');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Tu cargo en la empresa' }),
      'Apoderado',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(
      () =>
        expect(rut).toHaveAccessibleDescription(
          /Esta empresa ya tiene cuenta con nosotros: entra a ella desde Cambiar usuario\.$/,
        ),
      { timeout: 8000 },
    );
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Revisa lo siguiente para continuar' })).toHaveFocus(),
    );
    await expect(args.onNext).not.toHaveBeenCalled();
    await settle(canvas, 'Guardar y continuar');
  },
};

/** Step 2: the company's line of business and address. */
export const Data: Story = {
  args: { step: 'datos' },
  beforeEach: seeded(companyOnly),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByTestId('company-name', {}, { timeout: 8000 })).toHaveTextContent(
      'Ferretería Los Andes SpA · RUT 77.654.321-7',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Giro' }), 'Venta al por mayor de ferretería');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dirección' }), 'Av. Providencia 1234');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comuna' }), 'Providencia');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Región' }),
      'Metropolitana de Santiago',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(args.onNext).toHaveBeenCalledWith('representante'), { timeout: 8000 });
  },
};

/** Saving fails: said, and everything typed stays for the retry. */
export const DataSaveFails: Story = {
  args: { step: 'datos' },
  beforeEach(context) {
    seedCompanyApplication('individual', companyOnly);
    context.msw.use(
      http.put('*/api/company-application/data', () => HttpResponse.json({ error: 'down' }, { status: 503 })),
    );
  },
  play: async ({ canvas }) => {
    const activity = await canvas.findByRole('textbox', { name: 'Giro' }, { timeout: 8000 });
    await userEvent.type(activity, 'Venta al por mayor de ferretería');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dirección' }), 'Av. Providencia 1234');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comuna' }), 'Providencia');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Región' }), 'Ñuble');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y continuar' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos guardar este paso. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(activity).toHaveValue('Venta al por mayor de ferretería');
    await expect(canvas.getByRole('combobox', { name: 'Región' })).toHaveValue('Ñuble');
    await settle(canvas, 'Guardar y continuar');
  },
};

/**
 * Step 3, signing jointly: the co-signer's fields appear; the client's own RUT as co-signer is
 * refused by the server, another person's is saved.
 */
export const RepresentativeJoint: Story = {
  args: { step: 'representante' },
  beforeEach: seeded(withData),
  play: async ({ canvas, args }) => {
    await userEvent.click(
      await canvas.findByRole('radio', { name: /Firmo junto a otro apoderado/ }, { timeout: 8000 }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Correo de contacto' })).toHaveValue(
      'camila.rojas@example.cl',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Nombre de quien firma contigo' }),
      'Pedro Soto Vera',
    );
    const coSignerRut = canvas.getByRole('textbox', { name: 'Su RUT' });
    await userEvent.type(coSignerRut, '16543210k');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Teléfono' }), '+56 9 8765 4321');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(
      () =>
        expect(coSignerRut).toHaveAccessibleDescription(
          'Quien firma contigo es otra persona: ingresa su RUT.',
        ),
      { timeout: 8000 },
    );
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Revisa lo siguiente para continuar' })).toHaveFocus(),
    );
    await userEvent.clear(coSignerRut);
    await userEvent.type(coSignerRut, '13.456.789-9');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(args.onNext).toHaveBeenCalledWith('documentos'), { timeout: 8000 });
  },
};

/** A wrong contact: not said how it signs, an email without domain, a short phone. */
export const RepresentativeInvalid: Story = {
  args: { step: 'representante' },
  beforeEach: seeded(withData),
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('textbox', { name: 'Correo de contacto' }, { timeout: 8000 });
    await userEvent.clear(email);
    await userEvent.type(email, 'camila@');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Teléfono' }), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y continuar' }));
    const signing = canvas.getByRole('group', { name: '¿Cómo firma la empresa?' });
    await expect(signing).toHaveAccessibleDescription('Indica cómo firma la empresa.');
    const summary = canvas.getByRole('region', { name: 'Revisa lo siguiente para continuar' });
    await waitFor(() => expect(summary).toHaveFocus());
    // The group's line leads to its first choice.
    await userEvent.click(within(summary).getByRole('link', { name: 'Indica cómo firma la empresa.' }));
    await expect(canvas.getByRole('radio', { name: /Firmo solo/ })).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(
      'Ingresa un correo válido, por ejemplo finanzas@empresa.cl.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
      /Ingresa un teléfono chileno: \+56 y 9 dígitos\.$/,
    );
  },
};

const pdf = (name: string) => new File(['%PDF-1.7 escritura'], name, { type: 'application/pdf' });

/** Step 4: both deeds uploaded as they are chosen, then sent: in review. */
export const Documents: Story = {
  args: { step: 'documentos' },
  beforeEach: seeded(companyApplicationExample),
  play: async ({ canvas }) => {
    const deed = await canvas.findByLabelText('Escritura de constitución', {}, { timeout: 8000 });
    await userEvent.upload(deed, pdf('escritura.pdf'));
    await waitFor(() => expect(deed).toHaveAccessibleDescription('Subido: escritura.pdf (1 KB).'), {
      timeout: 8000,
    });
    const powers = canvas.getByLabelText('Vigencia de poderes del representante');
    await userEvent.upload(powers, pdf('poderes.pdf'));
    await waitFor(() => expect(powers).toHaveAccessibleDescription(/^Subido: poderes\.pdf/), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await expect(await canvas.findByTestId('company-in-review', {}, { timeout: 8000 })).toHaveTextContent(
      /^Recibimos la solicitud de Ferretería Los Andes SpA el \d+ de \p{L}+ de \d{4}\./u,
    );
    await expect(canvas.getByRole('link', { name: 'Ir a Mi empresa' })).toHaveAttribute('href', '/entity');
  },
};

/** A Word file and an empty PDF are refused on their fields; sending without deeds says which lack. */
export const DocumentsWrongFiles: Story = {
  args: { step: 'documentos' },
  beforeEach: seeded(companyApplicationExample),
  play: async ({ canvas }) => {
    const deed = await canvas.findByLabelText('Escritura de constitución', {}, { timeout: 8000 });
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(deed, new File(['x'], 'escritura.docx', { type: 'application/msword' }));
    await expect(deed).toHaveAccessibleDescription(/Sube un PDF o una foto \(JPG o PNG\)\.$/);
    const powers = canvas.getByLabelText('Vigencia de poderes del representante');
    await anyFile.upload(powers, new File([], 'poderes.pdf', { type: 'application/pdf' }));
    await expect(powers).toHaveAccessibleDescription(/El archivo está vacío\.$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(deed).toHaveFocus());
    await expect(deed).toHaveAccessibleDescription(/Sube un PDF o una foto \(JPG o PNG\)\.$/);
    await expect(canvas.queryByTestId('company-in-review')).toBeNull();
    await settle(canvas, 'Enviar solicitud');
  },
};

/** A later step opened first: which step comes before, and the way there. */
export const NotYet: Story = {
  args: { step: 'representante' },
  beforeEach: seeded(null),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('company-not-yet', {}, { timeout: 8000 })).toHaveTextContent(
      'Antes de este paso va «La empresa».',
    );
    await expect(canvas.getByRole('link', { name: 'Ir a «La empresa»' })).toHaveAttribute(
      'href',
      '/entity/new',
    );
  },
};

/** Sent already: any step shows it in review. */
export const InReview: Story = {
  args: { step: 'datos' },
  beforeEach: seeded({
    ...companyApplicationExample,
    status: 'in-review',
    documents: {
      deed: { name: 'escritura.pdf', size: 350_000 },
      powers: { name: 'poderes.pdf', size: 120_000 },
    },
    submittedAt: '2026-11-20T15:30:00.000Z',
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('company-in-review', {}, { timeout: 8000 })).toHaveTextContent(
      'Recibimos la solicitud de Ferretería Los Andes SpA el 20 de noviembre de 2026.',
    );
  },
};

/** A company's own portal (Inversiones Andes): a company does not register another; said so. */
export const AsACompany: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json(personas.company.user)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('company-as-company', {}, { timeout: 8000 })).toHaveTextContent(
      /^Estás en el portal de una empresa\./,
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Loading: Story = {
  // Ends as CompanyApplicationStatus Loading is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/company-application', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cargando la solicitud de tu empresa…')).toBeInTheDocument();
  },
};

/** The application cannot be read: said, with Reintentar. */
export const LoadFails: Story = {
  // Ends as CompanyApplicationStatus LoadFails is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/company-application', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No pudimos cargar la solicitud de tu empresa.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
