import { formatDateLong } from '@portal/platform';
import { Heading, Icon, Stack, Text, visuallyHidden } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { useCatalogueQueries } from '../catalogueApi.ts';
import * as styles from './ArticleList.css.ts';

/** The company's blog: newest first, each with its topic, summary, author, day and reading time. */
export function ArticleList() {
  const { t } = useTranslation('products');
  const client = useCatalogueQueries();
  const query = useQuery(client.articles());
  const items = query.data?.items ?? [];
  return (
    <QueryState
      query={query}
      isEmpty={() => items.length === 0}
      loadingText={t('blog.loading')}
      errorText={t('blog.error')}
      emptyText={t('blog.empty')}
    >
      <Stack as="ul" gap="lg">
        {items.map((article) => (
          <li key={article.id} className={styles.item}>
            <article className={styles.article} aria-labelledby={`article-${article.id}`}>
              <Text tone="link" size="sm" weight="semibold">
                {article.category}
              </Text>
              <Heading level={3} size="lg" weight="semibold" id={`article-${article.id}`}>
                <a className={styles.link} href={article.url} target="_blank" rel="noopener noreferrer">
                  {article.title}
                  <span className={visuallyHidden}> {t('blog.newTab')}</span>
                  <Icon name="externalLink" size={16} className={styles.external} />
                </a>
              </Heading>
              <Text>{article.summary}</Text>
              <Text tone="muted" size="sm">
                {t('blog.meta', {
                  author: article.author,
                  date: formatDateLong(article.publishedOn),
                  count: article.readingMinutes,
                })}
              </Text>
            </article>
          </li>
        ))}
      </Stack>
    </QueryState>
  );
}
