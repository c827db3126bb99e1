import { Button, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { StartupPart } from '../startupData.ts';
import * as styles from './StartupNotice.css.ts';

export interface StartupNoticeProps {
  /** The start-up calls that failed and may load when asked again (nothing shows when none did). */
  failed: readonly StartupPart[];
  /**
   * The start-up calls the server refused (HTTP 403): said, without a retry that would be refused
   * again. The frame leaves them out when it already says the whole account is refused.
   */
  refused?: readonly StartupPart[];
  onRetry: () => void;
}

/**
 * Says which start-up data did not load (the menu, messages, notifications, chats, shortcuts) and
 * offers to try again what may load on a second try. The page itself stays usable: this is a notice
 * above it, not an error page.
 */
export function StartupNotice({ failed, refused = [], onRetry }: StartupNoticeProps) {
  const { t, i18n } = useTranslation('startup');
  if (failed.length === 0 && refused.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const names = (parts: readonly StartupPart[]) => list.format(parts.map((part) => t(`parts.${part}`)));
  return (
    <div className={styles.notice} role="alert">
      <Stack gap="xs">
        {failed.length > 0 ? <Text size="sm">{t('failed', { names: names(failed) })}</Text> : null}
        {refused.length > 0 ? <Text size="sm">{t('refused', { names: names(refused) })}</Text> : null}
      </Stack>
      {failed.length > 0 ? (
        <Button tone="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
