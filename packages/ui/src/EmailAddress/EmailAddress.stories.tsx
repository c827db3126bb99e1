import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailAddress } from './EmailAddress.tsx';

/** A column as narrow as a phone's beside a copy button, the text as bold as a value in it. */
const narrow = { width: '14rem', fontWeight: 600, overflowWrap: 'anywhere' } as const;

const meta = {
  title: 'UI/Layout/EmailAddress',
  component: EmailAddress,
  parameters: { layout: 'padded' },
  args: { address: 'depositos@inversionesportal.cl' },
  decorators: [
    (Story) => (
      <p style={narrow} data-testid="column">
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof EmailAddress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Too long for its line: it breaks before the "@", the domain whole on the second line. */
export const BreaksBeforeTheAt: Story = {
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column).toHaveTextContent(/^depositos@inversionesportal\.cl$/);
    // Two lines, the second starting at the "@": measured on the text itself.
    const text = column.lastChild;
    if (!text) throw new Error('no domain drawn');
    const range = document.createRange();
    range.selectNodeContents(text);
    const domainLines = range.getClientRects();
    const localLine = column.firstChild;
    if (!localLine) throw new Error('no name drawn');
    const nameRange = document.createRange();
    nameRange.selectNodeContents(localLine);
    await expect(domainLines).toHaveLength(1);
    await expect(domainLines[0]?.top).toBeGreaterThan(nameRange.getClientRects()[0]?.top ?? 0);
  },
};

/** Short enough for its line: one line, as typed. */
export const FitsItsLine: Story = {
  args: { address: 'ana@correo.cl' },
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column).toHaveTextContent(/^ana@correo\.cl$/);
    await expect(column.getClientRects()[0]?.height).toBeLessThan(30);
  },
};

/** What is no address (no "@", or nothing before it) is written as it came. */
export const NotAnAddress: Story = {
  args: { address: '@inversionesportal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('column')).toHaveTextContent(/^@inversionesportal$/);
    await expect(canvas.getByTestId('column').querySelector('wbr')).toBeNull();
  },
};
