import type { ButtonHTMLAttributes } from 'react';
import * as styles from './Button.css.ts';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: keyof typeof styles.tone;
}

/** The portal's button: primary, secondary, danger or ghost. */
export function Button({ tone = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={`${styles.tone[tone]}${className ? ` ${className}` : ''}`} {...props} />
  );
}
