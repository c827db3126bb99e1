import { Icon } from '../Icon/Icon.tsx';
import * as styles from './IconCircle.css.ts';

const iconSize = { sm: 18, md: 22 } as const;

/**
 * An icon in a tinted circle at the start of a row (a movement's kind, a goal's category). It only
 * decorates: the row's text says the same, so it is hidden from screen readers.
 */
export function IconCircle({
  name,
  size = 'sm',
  tone = 'neutral',
}: {
  name: string;
  size?: keyof typeof styles.size;
  tone?: keyof typeof styles.tone;
}) {
  return (
    <span className={`${styles.size[size]} ${styles.tone[tone]}`} aria-hidden="true">
      <Icon name={name} size={iconSize[size]} />
    </span>
  );
}
