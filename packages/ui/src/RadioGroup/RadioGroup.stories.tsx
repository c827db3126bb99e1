import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { inForcedColors, systemColor } from '../testing/media.ts';
import { RadioGroup } from './RadioGroup.tsx';

const kinds = [
  { value: 'partial', label: 'Rescate parcial', description: 'Eliges cuánto rescatar.' },
  { value: 'total', label: 'Rescate total', description: 'Rescatas los $2.350.000 de la meta.' },
] as const;

const meta = {
  title: 'UI/Form/RadioGroup',
  component: RadioGroup,
  parameters: { layout: 'padded' },
  args: { legend: '¿Cuánto quieres rescatar?', name: 'kind', options: kinds },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A group named by its legend; each option a card with its description. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '¿Cuánto quieres rescatar?' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(canvas.getByText('Rescatas los $2.350.000 de la meta.'));
    await expect(canvas.getByRole('radio', { name: /Rescate total/ })).toBeChecked();
  },
};

/** The keyboard: Tab reaches the group, the arrows move the choice. */
export const Keyboard: Story = {
  // Ends as Default's picture.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: /Rescate parcial/ })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Rescate total/ })).toBeChecked();
  },
};

/** A hint under the legend, read with the group. */
export const WithHint: Story = {
  args: {
    legend: '¿Eres una persona expuesta políticamente?',
    name: 'pep',
    hint: 'Autoridades y sus familiares directos, por ley.',
    options: [
      { value: 'no', label: 'No' },
      { value: 'yes', label: 'Sí' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Autoridades y sus familiares directos, por ley.',
    );
  },
};

/** Nothing chosen: the group is invalid, and the error is read with it. */
export const WithError: Story = {
  args: { error: 'Elige un tipo de rescate.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Elige un tipo de rescate.');
  },
};

/** Short options two to a row from the small breakpoint up. */
export const TwoColumns: Story = {
  args: {
    legend: 'Tipo de meta',
    name: 'category',
    columns: 2,
    options: [
      { value: 'house', label: 'Vivienda' },
      { value: 'education', label: 'Educación' },
      { value: 'retirement', label: 'Jubilación' },
      { value: 'travel', label: 'Viajes' },
    ],
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('radio');
    const columns = window.matchMedia('(min-width: 600px)').matches;
    const top = (element: HTMLElement | undefined) => element?.getBoundingClientRect().top ?? 0;
    if (columns) await expect(top(second)).toBe(top(first));
    else await expect(top(second)).toBeGreaterThan(top(first));
  },
};

/** Held by the page (no form library): the checked value comes in, the change goes out. */
export const Controlled: Story = {
  render: (args) => {
    function Held() {
      const [kind, setKind] = useState('total');
      return (
        <>
          <RadioGroup {...args} checkedValue={kind} onChange={(event) => setKind(event.target.value)} />
          <output>{kind}</output>
        </>
      );
    }
    return <Held />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Rescate total/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Rescate parcial/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('partial');
  },
};

/** Many short options as pills that wrap (a day's free times); the chosen one is filled. */
export const Pills: Story = {
  args: {
    legend: 'Hora',
    name: 'time',
    appearance: 'pill',
    options: ['09:00', '09:30', '10:00', '11:30', '15:00', '16:30'].map((time) => ({
      value: time,
      label: time,
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('10:00'));
    await expect(canvas.getByRole('radio', { name: '10:00' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '11:30' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '11:30' })).toHaveFocus();
  },
};

/** Pills in Windows high contrast (forced colours): the chosen one in the system's selection colours. */
export const PillsInForcedColors: Story = {
  args: Pills.args,
  parameters: { chromatic: { forcedColors: 'active' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('10:00'));
    const chosen = canvas.getByText('10:00');
    const other = canvas.getByText('11:30');
    const background = (element: Element) => getComputedStyle(element).backgroundColor;
    await expect(canvas.getByRole('radio', { name: '10:00' })).toBeChecked();
    if (inForcedColors()) {
      await expect(background(chosen)).toBe(systemColor('Highlight'));
      await expect(getComputedStyle(chosen).color).toBe(systemColor('HighlightText'));
      await expect(background(other)).not.toBe(systemColor('Highlight'));
    } else await expect(background(chosen)).not.toBe(background(other));
  },
};
