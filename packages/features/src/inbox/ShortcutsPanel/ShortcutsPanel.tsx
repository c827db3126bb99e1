import { fetchJson, HttpError, shortcutSchema, useApi } from '@portal/platform';
import { Icon } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import * as styles from '../InboxPanel/InboxPanel.css.ts';

const shortcutsKey = ['shortcuts'] as const;

/** The client's shortcuts (SPEC §3, §7: GET/DELETE api/common/shortcuts). */
export function ShortcutsPanel({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { t } = useTranslation('features');
  const { apiBase, http } = useApi();
  const queryClient = useQueryClient();
  const url = `${apiBase}api/common/shortcuts`;
  const list = useQuery({
    queryKey: shortcutsKey,
    queryFn: ({ signal }) => fetchJson(url, z.array(shortcutSchema), { signal }, http),
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const target = `${url}?id=${encodeURIComponent(id)}`;
      const response = await http(target, { method: 'DELETE' });
      if (!response.ok) throw new HttpError(response, target);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shortcutsKey }),
  });

  return (
    <section className={styles.panel} aria-labelledby="shortcuts-title" aria-busy={list.isPending}>
      <header className={styles.header}>
        <h2 id="shortcuts-title" className={styles.title}>
          {t('shortcuts.title')}
        </h2>
      </header>
      {list.isPending ? (
        <p className={styles.state} role="status">
          {t('inbox.loading')}
        </p>
      ) : null}
      {list.isError ? (
        <div className={styles.state} role="alert">
          <p>{t('shortcuts.error')}</p>
          <button type="button" className={styles.linkButton} onClick={() => void list.refetch()}>
            {t('inbox.retry')}
          </button>
        </div>
      ) : null}
      {list.data?.length === 0 ? <p className={styles.state}>{t('shortcuts.empty')}</p> : null}
      {list.data?.length ? (
        <ul className={styles.list}>
          {list.data.map(({ id, shortcut }) => (
            <li key={id} className={styles.item}>
              <a
                href={shortcut.link}
                onClick={(event) => {
                  if (
                    !shortcut.useRouter ||
                    event.metaKey ||
                    event.ctrlKey ||
                    event.shiftKey ||
                    event.button !== 0
                  )
                    return;
                  event.preventDefault();
                  onNavigate(shortcut.link);
                }}
              >
                <Icon name={shortcut.icon} size={20} /> {shortcut.label}
              </a>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => remove.mutate(id)}
                aria-label={t('inbox.deleteOf', { title: shortcut.label })}
              >
                {t('inbox.delete')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
