import { Card, Item, ItemList, itemLink, Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';

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
        <ItemList>
          {stores.map((store) => (
            <Item key={store.id}>
              <a className={itemLink} href={store.href} target="_blank" rel="noopener noreferrer">
                {t(`pages.downloadApp.${store.id}`)}
              </a>
            </Item>
          ))}
        </ItemList>
      </Card>
    </Page>
  );
}
