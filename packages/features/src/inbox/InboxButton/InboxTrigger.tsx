import { IconButton, type IconButtonProps } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { type InboxKind, unreadCount, useInbox } from '../inboxApi.ts';
import * as styles from './InboxButton.css.ts';

/** The inbox's header button with the unread count (the popover's trigger, and its stand-in). */
export function InboxTrigger({
  kind,
  ...rest
}: { kind: InboxKind } & Omit<IconButtonProps, 'icon' | 'label' | 'badge'>) {
  const { t } = useTranslation('features');
  const { list } = useInbox(kind);
  const unread = unreadCount(list.data ?? []);
  return (
    <IconButton
      icon={kind === 'messages' ? 'mail' : 'bell'}
      label={t(`inbox.${kind}.open`, { count: unread })}
      badge={
        unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {unread}
          </span>
        ) : null
      }
      {...rest}
    />
  );
}
