import { walletCategories } from '@portal/features';
import { useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './pages.css.ts';
import { activeGoals, GoalRows, SectionPage } from './parts.tsx';

/** /dollarbox (main layout): the client's wallets. */
export default function DollarboxPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  if (!user) return null;
  const wallets = activeGoals(user).filter((goal) =>
    (walletCategories as readonly string[]).includes(goal.goalCategory.code),
  );
  return (
    <SectionPage id="dollarbox">
      <Card title={t('pages.dollarbox.wallets')} id="wallets">
        {wallets.length === 0 ? (
          <p className={styles.muted}>{t('pages.dollarbox.empty')}</p>
        ) : (
          <GoalRows goals={wallets} />
        )}
      </Card>
    </SectionPage>
  );
}
