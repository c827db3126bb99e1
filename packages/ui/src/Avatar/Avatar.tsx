import * as styles from './Avatar.css.ts';
import { initialsOf } from './initials.ts';

export interface AvatarProps {
  firstname: string;
  surname: string;
  /** URL of the photo; the initials show when there is none. */
  photoUrl?: string | null;
  /** 40 px (menus) or 72 px (Mi cuenta). */
  size?: 'sm' | 'lg';
  /**
   * What a screen reader hears. Without it the avatar is decorative (a name beside it says who it
   * is); with it, the photo or the initials are an image of that name.
   */
  label?: string;
  className?: string;
}

/** A round photo, or the initials when there is none. */
export function Avatar({ firstname, surname, photoUrl, size = 'sm', label, className }: AvatarProps) {
  const classes = className ? `${styles.size[size]} ${className}` : styles.size[size];
  if (photoUrl) return <img className={classes} src={photoUrl} alt={label ?? ''} />;
  return label ? (
    <span className={classes} role="img" aria-label={label}>
      {initialsOf(firstname, surname)}
    </span>
  ) : (
    <span className={classes} aria-hidden="true">
      {initialsOf(firstname, surname)}
    </span>
  );
}
