import { stateOfQuery, useApi } from '@portal/platform';
import { DataState, Icon } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { commonKeys, commonQueries, deleteShortcut } from '../../common/commonApi.ts';
import * as styles from '../InboxPanel/InboxPanel.css.ts';

/** The client's shortcuts (SPEC §3, §7: GET/DELETE api/common/shortcuts). */
export function ShortcutsPanel({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { t } = useTranslation('features');
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery(commonQueries(api).shortcuts());
  const remove = useMutation({
    mutationFn: (id: string) => deleteShortcut(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commonKeys.shortcuts }),
  });

  return (
    <section className={styles.panel} aria-labelledby="shortcuts-title" aria-busy={list.isPending}>
      <header className={styles.header}>
        <h2 id="shortcuts-title" className={styles.title}>
          {t('shortcuts.title')}
        </h2>
      </header>
      <DataState
        state={stateOfQuery(list, (items) => items.length === 0)}
        loadingText={t('inbox.loading')}
        errorText={t('shortcuts.error')}
        emptyText={t('shortcuts.empty')}
        retryLabel={t('inbox.retry')}
        onRetry={() => void list.refetch()}
      >
        <ul className={styles.list}>
          {(list.data ?? []).map(({ id, shortcut }) => (
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
      </DataState>
    </section>
  );
}
