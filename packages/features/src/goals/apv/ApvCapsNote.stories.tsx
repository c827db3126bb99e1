import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApvCapsNote } from './ApvCapsNote.tsx';
import { figuresWith } from './apvStoryFigures.ts';

const meta = {
  title: 'Features/Goals/Apv/ApvCapsNote',
  component: ApvCapsNote,
  args: {
    regime: 'A',
    figures: figuresWith({ savedA: 2_760_000, bonus: { thisYear: 414_000, lastYear: 414_000 } }),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApvCapsNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Under A near the bonus's cap: 600 UF ($24.556.428 at the day's UF) less $2.760.000 saved leaves
 * $21.796.428 (532,56 UF); the bonus stops at 40 UTM ($2.874.880), $114.880 away. The UF and UTM
 * are said with their date.
 */
export const RegimeANearBonusCap: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tus topes de APV en 2026')).toBeVisible();
    await expect(canvas.getByTestId('apv-caps-combined')).toHaveTextContent(
      'El régimen A y el B juntos admiten 600 UF al año: te quedan $21.796.428 (UF 532,56).',
    );
    await expect(canvas.getByTestId('apv-caps-bonus')).toHaveTextContent(
      'Tu bonificación del 15 % crece hasta su tope de 6 UTM ($431.232) con $114.880 más de ahorro en el régimen A.',
    );
    // No amount typed: nothing past the room.
    await expect(canvas.getByTestId('apv-caps-over')).toBeEmptyDOMElement();
    await expect(canvas.getByTestId('apv-caps-indicators')).toHaveTextContent(
      'UF del 23 de noviembre de 2026: $40.927,38 · UTM de noviembre de 2026: $71.872.',
    );
  },
};

/** An amount typed past the bonus's room: $230.000 with $114.880 left, so $115.120 of it earns none. */
export const RegimeAAmountPastBonusRoom: Story = {
  args: { amount: 230_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('apv-caps-over')).toHaveTextContent(
      'De los $230.000 que depositas, $115.120 no reciben bonificación: superan lo que aún puede ganarla este año.',
    );
    await expect(canvas.getByTestId('apv-caps-over')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Past 40 UTM under A: the bonus has reached its cap; what is deposited earns none. */
export const RegimeABonusFull: Story = {
  args: { figures: figuresWith({ savedA: 3_000_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('apv-caps-bonus')).toHaveTextContent(
      'Tu bonificación de este año ya llegó a su tope de 6 UTM ($431.232): lo que deposites sigue en tu APV, sin más bonificación.',
    );
  },
};

/** Under B there is no bonus: only the combined cap, which the savings under A count in too. */
export const RegimeB: Story = {
  args: { regime: 'B', figures: figuresWith({ savedA: 1_000_000, savedB: 6_300_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('apv-caps-combined')).toHaveTextContent(
      'te quedan $17.256.428 (UF 421,63).',
    );
    await expect(canvas.queryByTestId('apv-caps-bonus')).toBeNull();
  },
};

/** The 600 UF saved: nothing is left this year. */
export const CombinedCapReached: Story = {
  args: { regime: 'B', figures: figuresWith({ savedB: 25_000_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('apv-caps-combined')).toHaveTextContent(
      'Ya ahorraste las 600 UF que admiten el régimen A y el B juntos este año.',
    );
  },
};
