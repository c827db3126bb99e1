import { formatDateShort } from '@portal/platform';
import { Heading, Text, useToast } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { type InboxKind, unreadCount, useInbox } from '../inboxApi.ts';
import * as styles from './InboxPanel.css.ts';

/** The id of the panel's heading: its popover (a dialog) is named by it. */
export const inboxTitleId = (kind: InboxKind) => `inbox-${kind}-title`;

/** Messages or notifications (docs/RULES.md#entities, #messages-and-notifications): read flags, mark all as read, toggle one, delete one. */
export function InboxPanel({ kind }: { kind: InboxKind }) {
  const { t } = useTranslation('inbox');
  const { list, markAllAsRead, setRead, remove } = useInbox(kind);
  const toast = useToast();
  // A write that fails puts the list back as the server has it, and says so: never silently.
  const failed = (title: string) => () => toast({ title, tone: 'error' });
  const items = list.data ?? [];
  const unread = unreadCount(items);
  const titleId = inboxTitleId(kind);

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={list.isPending}>
      <header className={styles.header}>
        <div>
          <Heading level={2} size="lg" weight="bold" id={titleId}>
            {t(`${kind}.title`)}
          </Heading>
          {list.data ? (
            <Text as="span" size="sm">
              {t('unread', { count: unread })}
            </Text>
          ) : null}
        </div>
        <button
          type="button"
          className={styles.headerButton}
          disabled={unread === 0 || markAllAsRead.isPending}
          onClick={() => markAllAsRead.mutate(undefined, { onError: failed(t('failed.markAll')) })}
        >
          {t('markAllAsRead')}
        </button>
      </header>
      <QueryState
        query={list}
        isEmpty={(loaded) => loaded.length === 0}
        loadingText={t('loading')}
        errorText={t(`${kind}.error`)}
        emptyText={t(`${kind}.empty`)}
      >
        <ul className={styles.list}>
          {items.map((item) => (
            <li
              key={item.id}
              className={`${styles.item} ${item.read ? '' : styles.unread}`}
              data-read={item.read}
            >
              <div>
                <Text weight="semibold">{item.body.title}</Text>
                {item.body.description ? (
                  <Text tone="muted" size="sm">
                    {item.body.description}
                  </Text>
                ) : null}
                <Text tone="muted" size="sm">
                  <time dateTime={item.body.time}>{formatDateShort(item.body.time)}</time>
                </Text>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() =>
                    setRead.mutate(
                      { id: item.id, read: !item.read },
                      { onError: failed(t('failed.toggle', { title: item.body.title })) },
                    )
                  }
                  aria-label={t(item.read ? 'markUnreadOf' : 'markReadOf', {
                    title: item.body.title,
                  })}
                >
                  {t(item.read ? 'markUnread' : 'markRead')}
                </button>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() =>
                    remove.mutate(item.id, {
                      onError: failed(t('failed.delete', { title: item.body.title })),
                    })
                  }
                  aria-label={t('deleteOf', { title: item.body.title })}
                >
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
