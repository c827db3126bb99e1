import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Text } from './Text.tsx';

const meta = {
  title: 'UI/Layout/Text',
  component: Text,
  parameters: { layout: 'padded' },
  args: { children: 'Tu depósito se invierte el día hábil siguiente.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's text: a paragraph with no margin of its own (its stack spaces it). */
export const Neutral: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/se invierte/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).marginTop).toBe('0px');
  },
};

/** A side remark: smaller, muted (still AA on every theme: the axe check runs on it). */
export const Muted: Story = {
  args: { tone: 'muted', size: 'sm' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText(/se invierte/)).fontSize).toBe('14px');
  },
};

/** What went wrong, read at once when it appears (`role="alert"`). */
export const Critical: Story = {
  args: { tone: 'critical', weight: 'medium', role: 'alert', children: 'No pudimos registrar tu depósito.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos registrar tu depósito.');
    await expect(getComputedStyle(canvas.getByRole('alert')).fontWeight).toBe('500');
  },
};

/** Inside a line (a figure's unit), as a span. */
export const Inside: Story = {
  render: () => (
    <p>
      Saldo{' '}
      <Text as="span" weight="semibold">
        $1.500.000
      </Text>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1.500.000').tagName).toBe('SPAN');
  },
};

/** A heading the page moves the focus to (a step's title): it takes the focus, draws no ring. */
export const FocusedHeading: Story = {
  render: () => (
    <Heading level={2} focusTarget>
      Transfiere desde tu banco
    </Heading>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Transfiere desde tu banco' });
    heading.focus();
    await expect(heading).toHaveFocus();
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
    await expect(getComputedStyle(heading).fontWeight).toBe('600');
  },
};
