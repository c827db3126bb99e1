import { useApi } from '@portal/platform';
import { Button, Heading, Icon, Inline, isPlainLeftClick, Select, Text } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { pagesToAdd, type ShortcutPage } from '../shortcutCatalog.ts';
import { createShortcut, deleteShortcut, shortcutKeys, useShortcutQueries } from '../shortcutsApi.ts';
import * as styles from './ShortcutsBar.css.ts';

// The editor (a dialog, on Radix) loads when the client first edits a shortcut: the bar is on the
// dashboard's first paint, the dialog's code is not.
const ShortcutEditor = lazy(() =>
  import('../ShortcutEditor/ShortcutEditor.tsx').then((module) => ({ default: module.ShortcutEditor })),
);

export interface ShortcutsBarProps {
  /** Goes to a page inside the portal (the router); other links are followed by the browser. */
  onNavigate: (path: string) => void;
}

/**
 * The client's shortcuts (docs/RULES.md#entities, #product-calls: api/common/shortcuts, loaded at start with the inbox): the
 * pages they pinned, each to open, rename or point elsewhere (PATCH {id, shortcut}) or remove, and
 * a picker of the pages not pinned yet to add one (POST {shortcut}). A change that fails says so and
 * changes nothing.
 */
export function ShortcutsBar({ onNavigate }: ShortcutsBarProps) {
  const { t } = useTranslation(['shortcuts', 'inbox']);
  const api = useApi();
  const queryClient = useQueryClient();
  const titleId = useId();
  const list = useQuery(useShortcutQueries().shortcuts());
  const [choice, setChoice] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  // Mounted from the first edit on, so closing it gives the focus back to the button that opened it.
  const [editorWanted, setEditorWanted] = useState(false);
  const edit = (id: string) => {
    setEditorWanted(true);
    setEditing(id);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: shortcutKeys.list });
  const remove = useMutation({ mutationFn: (id: string) => deleteShortcut(api, id), onSettled: refresh });
  const add = useMutation({
    mutationFn: (page: ShortcutPage) =>
      createShortcut(api, {
        label: t(`pages.${page.id}`),
        icon: page.icon,
        link: page.link,
        useRouter: true,
      }),
    onSuccess: () => setChoice(''),
    onSettled: refresh,
  });
  const available = list.data ? pagesToAdd(list.data) : [];
  const chosen = available.find((page) => page.id === choice);

  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={list.isPending}>
      <Heading level={2} size="lg" weight="bold" id={titleId}>
        {t('title')}
      </Heading>
      <QueryState
        query={list}
        isEmpty={(items) => items.length === 0}
        loadingText={t('inbox:loading')}
        errorText={t('error')}
        emptyText={t('empty')}
      >
        <Inline as="ul" gap="sm">
          {(list.data ?? []).map(({ id, shortcut }) => (
            <li key={id} className={styles.chip}>
              <a
                className={styles.link}
                href={shortcut.link}
                onClick={(event) => {
                  if (!shortcut.useRouter || !isPlainLeftClick(event)) return;
                  event.preventDefault();
                  onNavigate(shortcut.link);
                }}
              >
                <Icon name={shortcut.icon} size={20} /> {shortcut.label}
              </a>
              <button
                type="button"
                className={styles.remove}
                onClick={() => edit(id)}
                aria-label={t('edit', { label: shortcut.label })}
              >
                <Icon name="edit" size={16} />
              </button>
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove.mutate(id)}
                disabled={remove.isPending}
                aria-label={t('remove', { label: shortcut.label })}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </Inline>
      </QueryState>
      {list.isSuccess && available.length > 0 ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) add.mutate(chosen);
          }}
        >
          <Select
            label={t('add')}
            className={styles.picker}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">{t('choose')}</option>
            {available.map((page) => (
              <option key={page.id} value={page.id}>
                {t(`pages.${page.id}`)}
              </option>
            ))}
          </Select>
          <Button type="submit" tone="secondary" disabled={!chosen || add.isPending}>
            {add.isPending ? t('adding') : t('addButton')}
          </Button>
        </form>
      ) : null}
      {editorWanted ? (
        <Suspense fallback={null}>
          <ShortcutEditor
            shortcut={list.data?.find((item) => item.id === editing) ?? null}
            shortcuts={list.data ?? []}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {add.isError || remove.isError ? (
        <Text tone="critical" role="alert">
          {t('saveFailed')}
        </Text>
      ) : null}
    </section>
  );
}
