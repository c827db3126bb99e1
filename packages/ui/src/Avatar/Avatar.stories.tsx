import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#0f7b5f"/><circle cx="40" cy="32" r="14" fill="#dbe6f7"/><rect x="18" y="52" width="44" height="22" rx="11" fill="#dbe6f7"/></svg>',
  );

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { firstname: 'Camila', surname: 'Rojas Fuentes' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'lg'] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: the initials, hidden from screen readers (the name is written beside it). */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(avatar).toHaveTextContent('CR');
  },
};

/** With a label it is an image of that person, for screen readers too. */
export const Labelled: Story = {
  args: { size: 'lg', label: 'Iniciales de Camila Rojas Fuentes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Iniciales de Camila Rojas Fuentes' })).toHaveTextContent(
      'CR',
    );
  },
};

/** The photo, when the client uploaded one. */
export const Photo: Story = {
  args: { size: 'lg', photoUrl: photo, label: 'Foto de Camila Rojas Fuentes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Foto de Camila Rojas Fuentes' })).toHaveAttribute(
      'src',
      photo,
    );
  },
};

/** Every prop at hand. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { firstname: 'Ignacio', surname: 'Muñoz', size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('IM');
  },
};
