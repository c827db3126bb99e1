import { formatDateLong, stateOfQuery, useApi } from '@portal/platform';
import { DataState, Icon, visuallyHidden } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueQueries } from '../catalogueApi.ts';
import * as styles from './ArticleList.css.ts';

/** The company's blog: newest first, each with its topic, summary, author, day and reading time. */
export function ArticleList() {
  const { t } = useTranslation('features');
  const api = useApi();
  const client = useMemo(() => catalogueQueries(api), [api]);
  const query = useQuery(client.articles());
  const items = query.data?.items ?? [];
  return (
    <DataState
      state={stateOfQuery(query, () => items.length === 0)}
      loadingText={t('client.blog.loading')}
      errorText={t('client.blog.error')}
      emptyText={t('client.blog.empty')}
      onRetry={() => void query.refetch()}
      retryLabel={t('client.retry')}
    >
      <ul className={styles.list}>
        {items.map((article) => (
          <li key={article.id} className={styles.item}>
            <article className={styles.article} aria-labelledby={`article-${article.id}`}>
              <p className={styles.category}>{article.category}</p>
              <h3 id={`article-${article.id}`} className={styles.title}>
                <a className={styles.link} href={article.url} target="_blank" rel="noopener noreferrer">
                  {article.title}
                  <span className={visuallyHidden}> {t('client.blog.newTab')}</span>
                  <Icon name="externalLink" size={16} className={styles.external} />
                </a>
              </h3>
              <p className={styles.summary}>{article.summary}</p>
              <p className={styles.meta}>
                {t('client.blog.meta', {
                  author: article.author,
                  date: formatDateLong(article.publishedOn),
                  count: article.readingMinutes,
                })}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </DataState>
  );
}
