import * as styles from './MenuFooter.css.ts';

/** A round photo, or the initials when there is none. */
export function Avatar({
  firstname,
  surname,
  photoUrl,
  className,
}: {
  firstname: string;
  surname: string;
  photoUrl?: string | null;
  className?: string;
}) {
  const initials = `${firstname.trim().charAt(0)}${surname.trim().charAt(0)}`.toLocaleUpperCase('es-CL');
  return photoUrl ? (
    <img className={`${styles.avatar} ${className ?? ''}`} src={photoUrl} alt="" />
  ) : (
    <span className={`${styles.avatar} ${className ?? ''}`} aria-hidden="true">
      {initials}
    </span>
  );
}
