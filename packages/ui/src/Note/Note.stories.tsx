import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Note } from './Note.tsx';

const meta = {
  title: 'UI/Layout/Note',
  component: Note,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Note>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A side note on a sunken panel: what happens next. */
export const Default: Story = {
  render: () => (
    <Note>
      <Text weight="semibold">¿Cuándo se invierte?</Text>
      <Text tone="muted" size="sm">
        Si transfieres antes de las 14:00, tu dinero se invierte el mismo día hábil.
      </Text>
    </Note>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¿Cuándo se invierte?')).toBeVisible();
  },
};

/** An outcome, read when it appears. */
export const Status: Story = {
  render: () => (
    <Note as="p" role="status">
      Recibimos tus datos. Te avisaremos por correo cuando tu cuenta esté lista.
    </Note>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Recibimos tus datos.');
  },
};
