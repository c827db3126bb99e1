import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileDownloadButton, FileDownloadProgress } from './FileDownloadButton.tsx';

const meta = {
  title: 'Features/Money/FileDownloadButton',
  component: FileDownloadButton,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
  args: {
    onDownload: fn(),
    busy: false,
    failed: false,
    texts: { download: 'Descargar', downloading: 'Descargando…' },
    label: 'Descargar la cartola de octubre de 2026',
    file: 'la cartola de octubre de 2026',
  },
} satisfies Meta<typeof FileDownloadButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: "Descargar", named with its file. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Descargar la cartola de octubre de 2026' });
    await userEvent.click(button);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** On its way: disabled, and its name says which file while it shows "Descargando…". */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Descargando… la cartola de octubre de 2026' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Descargando…');
  },
};

/** It failed or the link dropped: the same button retries. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', {
      name: 'Reintentar: Descargar la cartola de octubre de 2026',
    });
    await expect(button).toHaveTextContent('Reintentar');
    await userEvent.click(button);
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

/** A large file's progress on its row: a bar with the share, or the kilobytes when the size is unknown. */
export const Progress: Story = {
  render: (args) => (
    <>
      <FileDownloadButton {...args} busy />
      <FileDownloadProgress progress={{ percent: 45 }} file={args.file} />
      <FileDownloadProgress progress={{ kilobytes: 320 }} file={args.file} />
      <FileDownloadProgress progress={null} file={args.file} />
    </>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Descarga de la cartola de octubre de 2026' });
    await expect(bar).toHaveAttribute('value', '0.45');
    await expect(canvas.getByText('45 % descargado')).toBeVisible();
    await expect(canvas.getByText('320 KB descargados')).toBeVisible();
  },
};
