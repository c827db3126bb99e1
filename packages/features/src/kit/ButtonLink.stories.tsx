import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink.tsx';

/** Drawn as ui's buttons are (UI/Button has their pictures): no picture of its own. */
const meta = {
  title: 'Features/Kit/ButtonLink',
  component: ButtonLink,
  args: { to: '/deposit', children: 'Depositar' },
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's way on: a link (it goes to an address), drawn as the primary button. */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Depositar' });
    await expect(link).toHaveAttribute('href', '/deposit');
    await expect(link.className).toMatch(/\S/);
  },
};

/** Another way, drawn as the secondary button; a link's own props pass through. */
export const Secondary: Story = {
  args: { tone: 'secondary', to: '/rescue', children: 'Rescatar', 'aria-describedby': 'hint' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Rescatar' });
    await expect(link).toHaveAttribute('href', '/rescue');
    await expect(link).toHaveAttribute('aria-describedby', 'hint');
  },
};
