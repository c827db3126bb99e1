import type { ReactNode } from 'react';
import * as styles from './ShareBars.css.ts';

export interface ShareBarItem {
  id: string;
  label: ReactNode;
  /** 0 to 1. */
  share: number;
  /** The amount, already formatted ("$12.450.000"). */
  value: ReactNode;
}

export interface ShareBarsProps {
  /** What the bars show, for screen readers ("Distribución por tipo de activo"). */
  label: string;
  items: readonly ShareBarItem[];
  /** How a share reads ("48 %"); es-CL by default. */
  formatShare?: (share: number) => string;
}

const percent = new Intl.NumberFormat('es-CL', { style: 'percent', maximumFractionDigits: 1 });

/**
 * Parts of a whole as labelled horizontal bars, largest first as given: easier to compare than a pie,
 * readable without colour, and the numbers are text beside each bar. The bar is an SVG rect sized by
 * attribute, so it needs no inline style under the strict CSP and follows the theme's tokens.
 */
export function ShareBars({ label, items, formatShare = (share) => percent.format(share) }: ShareBarsProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => {
        const share = Math.min(1, Math.max(0, item.share));
        return (
          <li key={item.id} className={styles.item}>
            <span className={styles.label}>{item.label}</span>
            <span className={styles.figures}>
              <span className={styles.share}>{formatShare(share)}</span>
              <span className={styles.value}>{item.value}</span>
            </span>
            <svg
              className={styles.bar}
              width="100%"
              height="8"
              aria-hidden="true"
              focusable="false"
              preserveAspectRatio="none"
            >
              <rect className={styles.track} x="0" y="0" width="100%" height="100%" rx="4" />
              {share > 0 ? (
                <rect className={styles.fill} x="0" y="0" width={`${share * 100}%`} height="100%" rx="4" />
              ) : null}
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
