import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon.tsx';
import { type IconName, iconPaths } from './icons.ts';

const meta = { title: 'UI/Icon', component: Icon, args: { name: 'heroicons_outline:home' } } satisfies Meta<
  typeof Icon
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from screen readers. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('data-icon', 'home');
  },
};

/** With a title it is an image with that name. */
export const Labelled: Story = {
  args: { name: 'bell', title: 'Notificaciones' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Notificaciones' })).toBeVisible();
  },
};

/** An unknown name from the server shows the neutral fallback, never breaks. */
export const UnknownName: Story = {
  args: { name: 'fontawesome:rocket-ship', title: 'Icono desconocido' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Icono desconocido' })).toHaveAttribute(
      'data-icon',
      'fallback',
    );
  },
};

/** Every icon of the set, for review. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(6, 96px)',
        gap: 12,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', fontSize: 12 }}>
          <Icon name={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(Object.keys(iconPaths).length);
  },
};

/** Every prop at hand: a name from the server or our own, a size, an accessible title. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { name: 'heroicons_outline:chart-pie', size: 32, title: 'Balance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Balance' })).toHaveAttribute('width', '32');
  },
};
