import { Icon } from '@portal/ui';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { InboxPanel } from '../InboxPanel/InboxPanel.tsx';
import { type InboxKind, unreadCount, useInbox } from '../inboxApi.ts';
import * as styles from './InboxButton.css.ts';

/** A header button with the unread count that opens the messages or notifications panel. */
export function InboxButton({ kind }: { kind: InboxKind }) {
  const { t } = useTranslation('features');
  const { list } = useInbox(kind);
  const unread = unreadCount(list.data ?? []);
  return (
    <Popover.Root>
      <Popover.Trigger className={styles.trigger} aria-label={t(`inbox.${kind}.open`, { count: unread })}>
        <Icon name={kind === 'messages' ? 'activity' : 'bell'} />
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.content} align="end" sideOffset={8}>
          <InboxPanel kind={kind} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
