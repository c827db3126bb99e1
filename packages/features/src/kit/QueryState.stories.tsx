import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QueriesState, QueryState } from './QueryState.tsx';

function query<T>(data: T | undefined, isError = false) {
  return { data, isError, isPending: data === undefined && !isError, refetch: fn() };
}

const meta = {
  title: 'Features/Kit/QueryState',
  component: QueryState,
  parameters: { layout: 'padded' },
  args: {
    query: query<string[]>(['Casa propia']),
    loadingText: 'Cargando tus metas…',
    errorText: 'No pudimos cargar tus metas.',
    emptyText: 'Aún no tienes metas.',
    children: 'Tus metas',
  },
} satisfies Meta<typeof QueryState<string[]>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The data is there: the section shows. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tus metas')).toBeVisible();
  },
};

/** On its way: the loading text, announced. */
export const Loading: Story = {
  args: { query: query<string[]>(undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tus metas…');
  },
};

/** Failed: the error, and a retry that asks the query again. */
export const Failed: Story = {
  args: { query: query<string[]>(undefined, true) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar tus metas.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.query.refetch).toHaveBeenCalledOnce();
  },
};

/** Empty as the caller decides. */
export const Empty: Story = {
  args: { query: query<string[]>([]), isEmpty: (goals) => Array.isArray(goals) && goals.length === 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aún no tienes metas.')).toBeVisible();
  },
};

const fine = query(1);
const failed = query<number>(undefined, true);

/** Several queries: ready once each has its data; the retry asks each again. */
export const Several: Story = {
  // Drawn like Failed: the retry of each query is the point, not another picture.
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => (
    <QueriesState queries={[fine, failed]} errorText={args.errorText}>
      {args.children}
    </QueriesState>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar tus metas.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(fine.refetch).toHaveBeenCalledOnce();
    await expect(failed.refetch).toHaveBeenCalledOnce();
  },
};
