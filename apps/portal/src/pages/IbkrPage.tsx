import { canSeeUsBrokerage, usBrokerageEntityUuid } from '@portal/features';
import { useApi } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './pages.css.ts';
import { ActionLink, SectionPage } from './parts.tsx';

/** /ibkr (main layout): investing in the US; invited clients (SPEC §6) are offered to activate it. */
export default function IbkrPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  const codes = useQuery(queries.usInvitationCodes()).data;
  if (!user) return null;
  const invited = canSeeUsBrokerage({
    user,
    usInvitationCodes: codes ?? [],
    usBrokerageEntityUuid,
  });
  return (
    <SectionPage
      id="ibkr"
      actions={invited ? <ActionLink to="/ibkr/activate">{t('pages.ibkr.activate')}</ActionLink> : null}
    >
      {invited ? null : <p className={styles.muted}>{t('pages.ibkr.notInvited')}</p>}
    </SectionPage>
  );
}
