import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './SkipLink.css.ts';

/** The id of the page's `main` (ui's `Page` gives it). */
export const mainContentId = 'contenido';

/**
 * "Saltar al contenido": the first thing a keyboard reaches on every layout, hidden until then. It
 * moves the focus past the menu and the header to the page's main heading (or its main region when
 * it has none), so the next Tab is the page's own first control.
 */
export function SkipLink() {
  const { t } = useTranslation('ui');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.classList.add(styles.target);
    target.focus();
  };
  return (
    <a className={styles.skipLink} href={`#${mainContentId}`} onClick={skip}>
      {t('skipLink')}
    </a>
  );
}
