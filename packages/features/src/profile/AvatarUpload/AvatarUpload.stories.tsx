import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AvatarUpload } from './AvatarUpload.tsx';

// A 1x1 PNG, so the uploaded photo really renders.
const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const photo = () => new File([png], 'yo.png', { type: 'image/png' });

const meta = {
  title: 'Features/Profile/AvatarUpload',
  component: AvatarUpload,
  args: { firstname: 'Camila', surname: 'Rojas Fuentes', photoUrl: null, upload: fn(async () => undefined) },
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: initials, and the button that opens the file picker (images only). */
export const WithoutPhoto: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Iniciales de Camila Rojas Fuentes' })).toHaveTextContent(
      'CR',
    );
    await expect(canvas.getByTestId('avatar-file')).toHaveAttribute('accept', 'image/*');
  },
};

/** A photo exists: it is shown with a description. */
export const WithPhoto: Story = {
  args: { photoUrl: `data:image/png;base64,${btoa(String.fromCharCode(...png))}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Foto de Camila Rojas Fuentes' })).toBeVisible();
  },
};

/** An image is uploaded; while it travels the button says so. */
export const UploadsAnImage: Story = {
  // Ends as WithoutPhoto's picture (the photo is the profile's to show once saved).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { upload: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ canvas, args }) => {
    const file = photo();
    await userEvent.upload(canvas.getByTestId('avatar-file'), file);
    await expect(args.upload).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('button', { name: 'Subiendo…' })).toBeDisabled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Cambiar imagen de usuario' })).toBeEnabled(),
    );
  },
};

/** A file that is not an image is ignored: nothing is sent (docs/RULES.md#validation). */
export const IgnoresOtherFiles: Story = {
  // Ends as WithoutPhoto is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByTestId('avatar-file');
    // The picker filters by accept; a drag-in or a permissive OS picker can still hand over a PDF.
    await userEvent.upload(input, new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The upload fails: a clear message, the old avatar stays, and the client can try again. */
export const UploadFails: Story = {
  args: { upload: fn(async () => Promise.reject(new Error('HTTP 500'))) },
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByTestId('avatar-file'), photo());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No pudimos actualizar tu foto. Inténtalo de nuevo.',
    );
    await expect(canvas.getByRole('img', { name: 'Iniciales de Camila Rojas Fuentes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cambiar imagen de usuario' })).toBeEnabled();
    await expect(args.upload).toHaveBeenCalledOnce();
  },
};
