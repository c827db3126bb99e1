import { lazyOverlay, popoverStandInProps, type StandInProps } from '@portal/ui';
import { InboxTrigger } from './InboxTrigger.tsx';
import type { InboxButtonProps } from './RadixInboxButton.tsx';

export type { InboxButtonProps } from './RadixInboxButton.tsx';

/** The button as Radix draws it, until the popover's code is here; a press opens it then. */
function InboxButtonStandIn({ kind, wake, standInRef }: InboxButtonProps & StandInProps) {
  return <InboxTrigger kind={kind} {...popoverStandInProps({ wake, standInRef })} />;
}

/** A header button with the unread count that opens the messages or notifications panel. */
export const InboxButton = lazyOverlay<InboxButtonProps>(
  () => import('./RadixInboxButton.tsx').then((module) => module.RadixInboxButton),
  InboxButtonStandIn,
);
