import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './IconButton.css.ts';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** A name of the icon set (`menu`, `arrowLeft`, `close`, `bell`...). */
  icon: string;
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** Something drawn over the icon, such as an unread count. */
  badge?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A round button with one icon and an accessible name. Takes a ref and any button attribute, so it
 * can be the trigger of a Radix popover or menu (`asChild`).
 */
export function IconButton({
  icon,
  label,
  badge,
  className,
  type = 'button',
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={className ? `${styles.root} ${className}` : styles.root}
      {...rest}
    >
      <Icon name={icon} />
      {badge}
    </button>
  );
}
