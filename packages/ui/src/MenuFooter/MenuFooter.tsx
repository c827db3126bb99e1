import { Avatar } from '../Avatar/Avatar.tsx';
import * as styles from './MenuFooter.css.ts';

export interface MenuFooterProps {
  firstname: string;
  surname: string;
  /** Shown to individual clients only (docs/RULES.md#routes-and-layouts: companies see no email). */
  email?: string;
  photoUrl?: string | null;
}

/** The side menu's footer (docs/RULES.md#side-menu): first name and surname, and the email when given. */
export function MenuFooter({ firstname, surname, email, photoUrl }: MenuFooterProps) {
  return (
    <div className={styles.root}>
      <Avatar firstname={firstname} surname={surname} photoUrl={photoUrl} />
      <div className={styles.text}>
        <span className={styles.name}>
          {firstname} {surname}
        </span>
        {email ? <span className={styles.email}>{email}</span> : null}
      </div>
    </div>
  );
}
