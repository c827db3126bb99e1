import { Card, Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './pages.css.ts';

const stores = [
  { id: 'appStore', href: 'https://apps.apple.com/cl/app/portal-inversiones/id0000000000' },
  { id: 'googlePlay', href: 'https://play.google.com/store/apps/details?id=cl.portal.inversiones' },
] as const;

/** /download-app (public): where to get the mobile app. */
export default function DownloadAppPage() {
  const { t } = useTranslation('app');
  return (
    <Page width="narrow" title={t('pages.downloadApp.title')} lead={t('pages.downloadApp.lead')}>
      <Card>
        <ul className={styles.list}>
          {stores.map((store) => (
            <li key={store.id} className={styles.row}>
              <a className={styles.rowLink} href={store.href} target="_blank" rel="noopener noreferrer">
                {t(`pages.downloadApp.${store.id}`)}
              </a>
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}
