import { isNotFound, readFieldErrors, type Shortcut, shortcutLabelMaxLength, useApi } from '@portal/platform';
import { Button, Dialog, Inline, Select, Stack, Text, TextField } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageOfShortcut, pagesToChoose, shortcutChange, shortcutLabelIssue } from '../shortcutCatalog.ts';
import { shortcutKeys, updateShortcut } from '../shortcutsApi.ts';

export interface ShortcutEditorProps {
  /** The shortcut being edited, or null when the dialog is closed. */
  shortcut: Shortcut | null;
  /** Every shortcut of the client: a page another one opens is not offered. */
  shortcuts: readonly Shortcut[];
  onClose: () => void;
}

/** What the server said about one field (a 400 or 422 of PATCH {id, shortcut}). */
interface Refusal {
  label?: string;
  page?: string;
  form?: string;
}

/**
 * Renames a shortcut or points it at another page (PATCH api/common/shortcuts {id, shortcut},
 * docs/RULES.md#shortcuts). What the client typed stays while the change is saved, refused or lost;
 * the server's words show under the field they are about.
 */
export function ShortcutEditor({ shortcut, shortcuts, onClose }: ShortcutEditorProps) {
  const { t } = useTranslation('shortcuts');
  return (
    <Dialog
      open={shortcut !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('editTitle')}
      description={t('editDescription')}
    >
      {shortcut ? (
        <EditForm key={shortcut.id} shortcut={shortcut} shortcuts={shortcuts} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function EditForm({ shortcut, shortcuts, onClose }: Required<ShortcutEditorProps> & { shortcut: Shortcut }) {
  const { t } = useTranslation('shortcuts');
  const api = useApi();
  const queryClient = useQueryClient();
  const ownPage = pageOfShortcut(shortcut.shortcut.link);
  const [label, setLabel] = useState(shortcut.shortcut.label);
  const [pageId, setPageId] = useState(ownPage?.id ?? '');
  const [refusal, setRefusal] = useState<Refusal>({});
  const nameField = useRef<HTMLInputElement>(null);

  const save = useMutation({
    mutationFn: (change: Partial<Shortcut['shortcut']>) => updateShortcut(api, shortcut.id, change),
    onSuccess: (saved) => {
      queryClient.setQueryData<Shortcut[]>(shortcutKeys.list, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
      onClose();
    },
    onError: async (error) => {
      const fields = await readFieldErrors(error);
      if (fields) {
        setRefusal({
          label: fields.errors['shortcut.label'],
          page: fields.errors['shortcut.link'] ?? fields.errors['shortcut.icon'],
          form: fields.message,
        });
        if (fields.errors['shortcut.label']) nameField.current?.focus();
        return;
      }
      setRefusal({ form: isNotFound(error) ? t('gone') : t('editFailed') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shortcutKeys.list }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const issue = shortcutLabelIssue(label);
    if (issue) {
      setRefusal({
        label: issue === 'required' ? t('nameRequired') : t('nameTooLong', { max: shortcutLabelMaxLength }),
      });
      nameField.current?.focus();
      return;
    }
    const change = shortcutChange(shortcut.shortcut, { label, pageId });
    if (!change) {
      onClose();
      return;
    }
    setRefusal({});
    save.mutate(change);
  };

  const pages = pagesToChoose(shortcuts, shortcut);
  const fieldLevel = refusal.label || refusal.page;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextField
          ref={nameField}
          label={t('name')}
          value={label}
          maxLength={shortcutLabelMaxLength}
          autoComplete="off"
          error={refusal.label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <Select
          label={t('page')}
          value={pageId}
          error={refusal.page}
          onChange={(event) => setPageId(event.target.value)}
        >
          {ownPage ? null : <option value="">{t('otherPage')}</option>}
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {t(`pages.${page.id}`)}
            </option>
          ))}
        </Select>
        {refusal.form && !fieldLevel ? (
          <Text tone="critical" role="alert">
            {refusal.form}
          </Text>
        ) : null}
        <Inline gap="sm">
          <Button tone="secondary" type="button" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
