import { Avatar } from '../Avatar/Avatar.tsx';
import * as styles from './MenuFooter.css.ts';

export interface MenuFooterProps {
  firstname: string;
  surname: string;
  /** Shown to individual clients only (SPEC §2: companies see no email). */
  email?: string;
  photoUrl?: string | null;
}

/** The side menu's footer (SPEC §2): first name and surname, and the email when given. */
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
