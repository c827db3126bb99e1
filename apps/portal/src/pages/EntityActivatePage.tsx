import { CompanyApplicationStatus } from '@portal/features';
import { Card, SpacedList } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { SectionPage } from './SectionPage.tsx';

const needs = ['rut', 'deed', 'powers', 'representative'] as const;

/**
 * /entity/activate (main layout): "Invertir como empresa": what is needed, and where the client's
 * application stands (start it, go on with it, or in review).
 */
export default function EntityActivatePage() {
  const { t } = useTranslation('app');
  return (
    <SectionPage id="entityActivate">
      <Card title={t('pages.entityActivate.needsTitle')} id="entity-needs">
        <SpacedList>
          {needs.map((need) => (
            <li key={need}>{t(`pages.entityActivate.needs.${need}`)}</li>
          ))}
        </SpacedList>
      </Card>
      <Card title={t('pages.entityActivate.yours')} id="entity-application">
        <CompanyApplicationStatus />
      </Card>
    </SectionPage>
  );
}
