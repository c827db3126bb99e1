import type { ComponentPropsWithRef, MouseEvent } from 'react';
import * as styles from './Button.css.ts';

/** A button's attributes, its ref among them (React 19 passes it as a prop). */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  tone?: keyof typeof styles.tone;
  /**
   * Working on what was asked (a request on its way): the button looks and acts disabled, but keeps
   * the focus, so a keyboard or screen-reader user is not dropped on the page's body while waiting,
   * and a second click or Enter does nothing (a submit button does not submit its form again).
   */
  busy?: boolean;
  /**
   * Not available yet, and about to be (a code that can be sent again in 20 seconds): set
   * `aria-disabled` rather than `disabled`. The button then looks disabled and a click or Enter
   * does nothing, but Tab still reaches it, so a keyboard or screen-reader user hears that it is
   * there and why it waits (its text says so). `disabled` removes it from the Tab order.
   */
  'aria-disabled'?: boolean | 'true' | 'false';
  /** In a stack: the column's full width on a phone, its own width from the small breakpoint up. */
  phoneWide?: boolean;
}

/** The portal's button: primary, secondary, danger or ghost. */
export function Button({
  tone = 'primary',
  className,
  type = 'button',
  busy,
  phoneWide,
  onClick,
  ...props
}: ButtonProps) {
  const unavailable = props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  const act =
    busy || unavailable ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick;
  return (
    <button
      type={type}
      className={[
        styles.tone[tone],
        phoneWide ? styles.phoneWide : null,
        busy ? styles.busy : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...props}
      onClick={act}
      aria-disabled={busy || unavailable ? true : undefined}
    />
  );
}
