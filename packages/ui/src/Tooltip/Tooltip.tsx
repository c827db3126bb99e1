import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement, useEffect } from 'react';
import { lazyOverlay, type StandInProps } from '../LazyOverlay/lazyOverlay.tsx';
import type { TooltipProps } from './RadixTooltip.tsx';

export type { TooltipProps } from './RadixTooltip.tsx';

interface TriggerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * The trigger alone, until the tooltip's code is here: pointing at it or focusing it asks for the
 * code, and the tooltip shows on arrival if the pointer or the focus is still there.
 */
function TooltipStandIn({ children, open, wake, standInRef }: TooltipProps & StandInProps) {
  useEffect(() => {
    if (open) wake(true);
  }, [open, wake]);
  const child = children as ReactElement<TriggerProps>;
  const own = child.props;
  // The child's own handler first, then the wake: shown while pointed at or focused.
  const andWake =
    <E,>(handler: ((event: E) => void) | undefined, show: boolean) =>
    (event: E) => {
      handler?.(event);
      wake(show);
    };
  return cloneElement(child, {
    ref: standInRef,
    onPointerEnter: andWake(own.onPointerEnter, true),
    onPointerLeave: andWake(own.onPointerLeave, false),
    onFocus: andWake(own.onFocus, true),
    onBlur: andWake(own.onBlur, false),
  } as TriggerProps);
}

/**
 * A tooltip on Radix (RadixTooltip): shows on hover and on keyboard focus, Escape hides it, and it
 * is announced as the trigger's description. Its code loads after the page has drawn.
 */
export const Tooltip = lazyOverlay<TooltipProps>(
  () => import('./RadixTooltip.tsx').then((module) => module.RadixTooltip),
  TooltipStandIn,
);
