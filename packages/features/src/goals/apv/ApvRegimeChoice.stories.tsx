import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApvRegimeChoice, type ApvRegimeChoiceProps } from './ApvRegimeChoice.tsx';

/** The choice as the new goal's first step holds it: the regime chosen and the rate kept. */
function Held({ held }: Pick<ApvRegimeChoiceProps, 'held'>) {
  const [chosen, setChosen] = useState('');
  const [keptRate, setKeptRate] = useState<number | null>(null);
  return (
    <>
      <ApvRegimeChoice
        field={{ name: 'apvRegime', onChange: (event) => setChosen(event.target.value) }}
        chosen={chosen}
        held={held}
        keptRate={keptRate}
        onKeepRate={setKeptRate}
      />
      <output data-testid="kept-rate">{keptRate === null ? 'none' : String(keptRate)}</output>
    </>
  );
}

const meta = {
  title: 'Features/Goals/Apv/ApvRegimeChoice',
  component: Held,
  args: { held: [] },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Held>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function compare(canvas: Canvas, income: string, savings: string) {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Tu renta imponible mensual' }, { timeout: 8000 }),
    income,
  );
  await userEvent.type(canvas.getByRole('textbox', { name: '¿Cuánto ahorrarías este año?' }), savings);
  return canvas.findByTestId('apv-comparison');
}

/**
 * A monthly taxable income of $1.500.000 (the 4 % bracket) and $1.200.000 saved this year: the
 * bonus under A ($180.000) beats the tax saved under B ($48.000) by $132.000. Nothing typed is kept.
 */
export const RegimeASavesMore: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Régimen tributario de tu APV' })).toBeVisible();
    const result = await compare(canvas, '1500000', '1200000');
    // Drawn at once, said to screen readers once the figures hold still (not at each keystroke).
    const said = canvas.getByTestId('apv-comparison-said');
    await expect(said).toHaveAttribute('role', 'status');
    await expect(said).toHaveTextContent(/^$/);
    await waitFor(
      () => expect(said).toHaveTextContent('Este año te conviene el régimen A: te da $132.000 más.'),
      {
        timeout: 3000,
      },
    );
    await expect(within(result).getByTestId('apv-compare-A')).toHaveTextContent('$180.000');
    await expect(within(result).getByTestId('apv-compare-B')).toHaveTextContent('$48.000');
    await expect(result).toHaveTextContent('Este año te conviene el régimen A: te da $132.000 más.');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/**
 * A high income ($8.000.000, the 30,4 % bracket) and $4.000.000 saved: the bonus stops at 6 UTM,
 * the tax saved under B does not; choosing B offers to keep the rate (never the income).
 */
export const RegimeBSavesMore: Story = {
  play: async ({ canvas }) => {
    const result = await compare(canvas, '8000000', '4000000');
    await expect(result).toHaveTextContent('Este año te conviene el régimen B: te da $784.768 más.');
    await userEvent.click(canvas.getByRole('radio', { name: /Régimen B/ }));
    const keep = canvas.getByRole('checkbox', { name: /Guardar mi tasa marginal \(30,4\s%\)/ });
    await userEvent.click(keep);
    await expect(canvas.getByTestId('kept-rate')).toHaveTextContent('0.304');
    await userEvent.click(keep);
    await expect(canvas.getByTestId('kept-rate')).toHaveTextContent('none');
  },
};

/** With an APV under A already, only B is offered, and the hint says why. */
export const HoldsRegimeA: Story = {
  args: { held: ['A'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ya tienes un APV en el régimen A: aquí abres el otro.')).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: /Régimen B/ })).toBeVisible();
  },
};

/** Without the UF and UTM the comparison says so, with a retry; the regime can still be chosen. */
export const IndicatorsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/indicators', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'No pudimos cargar la UF y la UTM para comparar los regímenes.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Régimen A/ })).toBeEnabled();
  },
};
