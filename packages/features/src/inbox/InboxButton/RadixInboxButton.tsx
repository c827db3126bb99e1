import { type ArrivalProps, useArrivalFocus, usePortalContainer } from '@portal/ui';
import * as Popover from '@radix-ui/react-popover';
import { InboxPanel, inboxTitleId } from '../InboxPanel/InboxPanel.tsx';
import type { InboxKind } from '../inboxApi.ts';
import * as styles from './InboxButton.css.ts';
import { InboxTrigger } from './InboxTrigger.tsx';

export interface InboxButtonProps {
  kind: InboxKind;
}

/** The inbox's popover (Radix) and its panel, loaded after the page has drawn (InboxButton.tsx). */
export function RadixInboxButton({ kind, defaultOpen, focusTrigger }: InboxButtonProps & ArrivalProps) {
  const container = usePortalContainer();
  const trigger = useArrivalFocus<HTMLButtonElement>({ focusTrigger, defaultOpen });
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <InboxTrigger kind={kind} ref={trigger} />
      </Popover.Trigger>
      <Popover.Portal container={container}>
        <Popover.Content
          className={styles.content}
          align="end"
          sideOffset={8}
          aria-labelledby={inboxTitleId(kind)}
        >
          <InboxPanel kind={kind} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
