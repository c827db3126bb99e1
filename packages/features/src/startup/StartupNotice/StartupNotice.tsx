import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { StartupPart } from '../startupData.ts';
import * as styles from './StartupNotice.css.ts';

export interface StartupNoticeProps {
  /** The start-up calls that failed (nothing shows when none did). */
  failed: readonly StartupPart[];
  onRetry: () => void;
}

/**
 * Says which start-up data did not load (the menu, messages, notifications, chats, shortcuts) and
 * offers to try again. The page itself stays usable: this is a notice above it, not an error page.
 */
export function StartupNotice({ failed, onRetry }: StartupNoticeProps) {
  const { t, i18n } = useTranslation('features');
  if (failed.length === 0) return null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    failed.map((part) => t(`startup.parts.${part}`)),
  );
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>{t('startup.failed', { names })}</p>
      <Button tone="secondary" onClick={onRetry}>
        {t('startup.retry')}
      </Button>
    </div>
  );
}
