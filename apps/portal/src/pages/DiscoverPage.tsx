import { Card } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './pages.css.ts';
import { SectionPage } from './parts.tsx';

const products = [
  'short-term-invest',
  'short-term-invest-plus',
  'short-term-invest-dollars',
  'short-term-invest-dollars-plus',
] as const;

/** /discover (main layout): the products a client can invest in. */
export default function DiscoverPage() {
  const { t } = useTranslation('app');
  return (
    <SectionPage id="discover">
      <Card title={t('pages.discover.products')} id="discover-products">
        <ul className={styles.list}>
          {products.map((product) => (
            <li key={product} className={styles.row}>
              <Link className={styles.rowLink} to={`/${product}`}>
                {t(`pages.shortTermInvest.${product}`)}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </SectionPage>
  );
}
