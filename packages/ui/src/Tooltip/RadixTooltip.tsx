import * as RadixTooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { type ArrivalProps, useArrivalFocus } from '../LazyOverlay/lazyOverlay.tsx';
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
 * The tooltip's Radix code (loaded after the page has drawn: Tooltip.tsx): shows on hover and on
 * keyboard focus, Escape hides it, and it is announced as the trigger's description. Drawn in the
 * active theme (portalled into the ThemeRoot).
 */
export function RadixTooltip({
  content,
  children,
  side = 'top',
  delay = 150,
  open,
  defaultOpen,
  focusTrigger,
}: TooltipProps & ArrivalProps) {
  const container = usePortalContainer();
  // A tooltip never takes the focus itself: its trigger keeps it, open or not.
  const trigger = useArrivalFocus<HTMLElement>({ focusTrigger, defaultOpen: false });
  return (
    <RadixTooltipPrimitive.Provider delayDuration={delay}>
      <RadixTooltipPrimitive.Root open={open} defaultOpen={defaultOpen}>
        <RadixTooltipPrimitive.Trigger
          asChild
          ref={(element: HTMLElement | null) => {
            trigger.current = element;
          }}
        >
          {children}
        </RadixTooltipPrimitive.Trigger>
        <RadixTooltipPrimitive.Portal container={container}>
          <RadixTooltipPrimitive.Content className={styles.content} side={side} sideOffset={6}>
            {content}
          </RadixTooltipPrimitive.Content>
        </RadixTooltipPrimitive.Portal>
      </RadixTooltipPrimitive.Root>
    </RadixTooltipPrimitive.Provider>
  );
}
