import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Podrás entrar cuando completes el paso 3',
    side: 'top',
    children: <button type="button">Mi cuenta</button>,
  },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/**
 * Shows on keyboard focus, describes its trigger, and Escape hides it. The first focus may come
 * before the tooltip's code (it loads after the page): the trigger keeps the focus through it.
 */
export const OnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mi cuenta' })).toHaveFocus();
    await expect(await body().findByRole('tooltip')).toHaveTextContent(
      'Podrás entrar cuando completes el paso 3',
    );
    const trigger = canvas.getByRole('button', { name: 'Mi cuenta' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleDescription('Podrás entrar cuando completes el paso 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
  },
};

/** Shows on hover. */
export const OnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Mi cuenta' }));
    await expect(await body().findByRole('tooltip')).toBeInTheDocument();
  },
};

/** Every prop at hand; held open so its look can be reviewed. */
export const Playground: Story = {
  args: { open: true, side: 'right' },
  play: async () => {
    await expect(await body().findByRole('tooltip')).toHaveTextContent(
      'Podrás entrar cuando completes el paso 3',
    );
  },
};
