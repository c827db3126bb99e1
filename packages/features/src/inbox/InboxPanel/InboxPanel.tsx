import { formatDateShort, stateOfQuery } from '@portal/platform';
import { DataState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { type InboxKind, unreadCount, useInbox } from '../inboxApi.ts';
import * as styles from './InboxPanel.css.ts';

/** The id of the panel's heading: its popover (a dialog) is named by it. */
export const inboxTitleId = (kind: InboxKind) => `inbox-${kind}-title`;

/** Messages or notifications (docs/RULES.md#entities, #messages-and-notifications): read flags, mark all as read, toggle one, delete one. */
export function InboxPanel({ kind }: { kind: InboxKind }) {
  const { t } = useTranslation('features');
  const { list, markAllAsRead, toggleRead, remove } = useInbox(kind);
  const items = list.data ?? [];
  const unread = unreadCount(items);
  const titleId = inboxTitleId(kind);

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={list.isPending}>
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t(`inbox.${kind}.title`)}
          </h2>
          {list.data ? <span className={styles.count}>{t('inbox.unread', { count: unread })}</span> : null}
        </div>
        <button
          type="button"
          className={styles.headerButton}
          disabled={unread === 0 || markAllAsRead.isPending}
          onClick={() => markAllAsRead.mutate()}
        >
          {t('inbox.markAllAsRead')}
        </button>
      </header>
      <DataState
        state={stateOfQuery(list, (loaded) => loaded.length === 0)}
        loadingText={t('inbox.loading')}
        errorText={t(`inbox.${kind}.error`)}
        emptyText={t(`inbox.${kind}.empty`)}
        retryLabel={t('inbox.retry')}
        onRetry={() => void list.refetch()}
      >
        <ul className={styles.list}>
          {items.map((item) => (
            <li
              key={item.id}
              className={`${styles.item} ${item.read ? '' : styles.unread}`}
              data-read={item.read}
            >
              <div>
                <p className={styles.itemTitle}>{item.body.title}</p>
                {item.body.description ? <p className={styles.itemText}>{item.body.description}</p> : null}
                <p className={styles.itemText}>
                  <time dateTime={item.body.time}>{formatDateShort(item.body.time)}</time>
                </p>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => toggleRead.mutate(item.id)}
                  aria-label={t(item.read ? 'inbox.markUnreadOf' : 'inbox.markReadOf', {
                    title: item.body.title,
                  })}
                >
                  {t(item.read ? 'inbox.markUnread' : 'inbox.markRead')}
                </button>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => remove.mutate(item.id)}
                  aria-label={t('inbox.deleteOf', { title: item.body.title })}
                >
                  {t('inbox.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </DataState>
    </section>
  );
}
