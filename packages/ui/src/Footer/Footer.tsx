import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../styles/utilities.css.ts';
import * as styles from './Footer.css.ts';

export type FooterLink =
  | {
      label: string;
      href: string;
      external?: boolean;
      download?: boolean;
      /** Takes over the click (a download through fetch); the href stays for the link's semantics. */
      onActivate?: (event: MouseEvent<HTMLAnchorElement>) => void;
    }
  | { label: string; onClick: () => void };

export interface FooterProps {
  links: readonly FooterLink[];
  year: number;
  company: string;
  version: string;
  environment: string;
}

/** The footer (docs/RULES.md#main-layout): links, year, company, version and environment name. */
export function Footer({ links, year, company, version, environment }: FooterProps) {
  const { t } = useTranslation('ui');
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.label}>
              {'onClick' in link ? (
                <button type="button" className={styles.link} onClick={link.onClick}>
                  {link.label}
                </button>
              ) : (
                <a
                  className={styles.link}
                  href={link.href}
                  target={link.external ? '_blank' : undefined}
                  rel={link.external ? 'noopener noreferrer' : link.download ? 'noreferrer' : undefined}
                  // A file link carries the access token (docs/RULES.md#common-request-rules): it never goes out as a Referer.
                  referrerPolicy={link.download ? 'no-referrer' : undefined}
                  download={link.download ? '' : undefined}
                  onClick={link.onActivate}
                >
                  {link.label}
                  {link.external ? (
                    <span className={visuallyHidden}> {t('navigation.opensNewTab')}</span>
                  ) : null}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p>
        © {year} {company} · {t('footer.version', { version })} · {environment}
      </p>
    </footer>
  );
}
