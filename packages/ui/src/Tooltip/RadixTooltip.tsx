import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../ThemeRoot/portalContainer.ts';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes: must take a ref and be focusable (a button, a link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds of hover before it shows (default 150). */
  delay?: number;
  /** Controlled open state (stories, tests); uncontrolled by default. */
  open?: boolean;
}

/**
 * A tooltip on Radix: shows on hover and on keyboard focus, Escape hides it, and it is announced as
 * the trigger's description. Drawn in the active theme (portalled into the ThemeRoot).
 */
export function Tooltip({ content, children, side = 'top', delay = 150, open }: TooltipProps) {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root open={open}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
