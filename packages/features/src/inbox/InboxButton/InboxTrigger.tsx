import { IconButton, type IconButtonProps } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { type InboxKind, unreadCount, useInbox } from '../inboxApi.ts';
import * as styles from './InboxButton.css.ts';

/**
 * The inbox's header button with the unread count (the popover's trigger, and its stand-in). Until
 * the list is here (or when it could not be loaded) the count is unknown, so the name is the plain
 * "Mensajes" / "Notificaciones", never "0 sin leer"; the panel says what happened.
 */
export function InboxTrigger({
  kind,
  ...rest
}: { kind: InboxKind } & Omit<IconButtonProps, 'icon' | 'label' | 'badge'>) {
  const { t } = useTranslation('inbox');
  const { list } = useInbox(kind);
  const unread = list.data ? unreadCount(list.data) : null;
  return (
    <IconButton
      icon={kind === 'messages' ? 'mail' : 'bell'}
      label={unread === null ? t(`${kind}.title`) : t(`${kind}.open`, { count: unread })}
      badge={
        unread !== null && unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {unread}
          </span>
        ) : null
      }
      {...rest}
    />
  );
}
