import { IconButton, usePortalContainer } from '@portal/ui';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { InboxPanel } from '../InboxPanel/InboxPanel.tsx';
import { type InboxKind, unreadCount, useInbox } from '../inboxApi.ts';
import * as styles from './InboxButton.css.ts';

/** A header button with the unread count that opens the messages or notifications panel. */
export function InboxButton({ kind }: { kind: InboxKind }) {
  const { t } = useTranslation('features');
  const { list } = useInbox(kind);
  const container = usePortalContainer();
  const unread = unreadCount(list.data ?? []);
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <IconButton
          icon={kind === 'messages' ? 'activity' : 'bell'}
          label={t(`inbox.${kind}.open`, { count: unread })}
          badge={
            unread > 0 ? (
              <span className={styles.count} aria-hidden="true">
                {unread}
              </span>
            ) : null
          }
        />
      </Popover.Trigger>
      <Popover.Portal container={container}>
        <Popover.Content className={styles.content} align="end" sideOffset={8}>
          <InboxPanel kind={kind} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
