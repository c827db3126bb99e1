import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Note } from '../Note/Note.tsx';
import { Inline, Stack, Tiles } from './Stack.tsx';

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

function Block({ label }: { label: string }) {
  return <Note>{label}</Note>;
}

/** Blocks one above the other, a theme space apart: the gap is the only spacing. */
export const Column: Story = {
  render: () => (
    <Stack gap="lg" data-testid="stack">
      <Block label="Monto" />
      <Block label="Cuenta" />
      <Block label="Resumen" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
    await expect(getComputedStyle(stack).display).toBe('grid');
  },
};

/** A form laid out as a stack: it stays a form, with its name and its submit. */
export const AsForm: Story = {
  render: () => (
    <Stack as="form" gap="lg" aria-label="Depósito" onSubmit={(event) => event.preventDefault()}>
      <Block label="Monto" />
      <Button type="submit" phoneWide>
        Continuar
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Depósito' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveAttribute('type', 'submit');
  },
};

/** Buttons side by side that wrap when the row is full. */
export const Row: Story = {
  render: () => (
    <Inline data-testid="inline">
      <Button>Ir a la meta</Button>
      <Button tone="secondary">Ver movimientos</Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByTestId('inline');
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
    await expect(getComputedStyle(row).columnGap).toBe('8px');
  },
};

/** Two columns from the small breakpoint up, one under the other on a phone. */
export const TwoColumns: Story = {
  render: () => (
    <Tiles data-testid="tiles">
      <Block label="Nombres" />
      <Block label="Apellidos" />
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByText(/Nombres|Apellidos/);
    const columns = window.matchMedia('(min-width: 600px)').matches;
    if (columns) await expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
    else
      await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
        first?.getBoundingClientRect().top ?? 0,
      );
  },
};

/** A list as a stack: no bullets nor indent, still a list to a screen reader. */
export const AsList: Story = {
  render: () => (
    <Stack as="ul" gap="sm" aria-label="Composición">
      <li>Renta fija</li>
      <li>Acciones</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Composición' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
  },
};
