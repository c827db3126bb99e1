import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ArticleList } from './ArticleList.tsx';

const meta = {
  title: 'Features/Products/ArticleList',
  component: ArticleList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ArticleList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The feed, newest first: topic, title (opens the article in a new tab, and says so), summary, byline. */
export const Articles: Story = {
  play: async ({ canvas }) => {
    const articles = await canvas.findAllByRole('article', {}, { timeout: 8000 });
    await expect(articles).toHaveLength(5);
    const first = within(articles[0] as HTMLElement);
    const link = first.getByRole('link', {
      name: /El Banco Central mantuvo la tasa.*\(se abre en una pestaña nueva\)/,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      first.getByText('Equipo de inversiones · 19 de noviembre de 2026 · 4 minutos de lectura'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/blog/articles', () => HttpResponse.json({ items: [] })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Aún no hay artículos publicados.', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/blog/articles', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando los artículos…');
  },
};

/** An article whose link is not a URL breaks the contract: the error, then the retry brings the feed. */
export const ErrorWithRetry: Story = {
  // Ends as Articles is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(
        '*/api/blog/articles',
        () =>
          HttpResponse.json({
            items: [
              {
                id: 'x',
                title: 'x',
                summary: '',
                category: '',
                author: '',
                publishedOn: '2026-11-01',
                readingMinutes: 1,
                url: 'javascript:alert(1)',
              },
            ],
          }),
        { once: true },
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar los artículos.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findAllByRole('article', {}, { timeout: 8000 })).toHaveLength(5);
  },
};
