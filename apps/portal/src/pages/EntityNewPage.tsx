import { CompanyApplicationStep, entityOnboardingSteps } from '@portal/features';
import { Card } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';
import { SectionPage } from './SectionPage.tsx';

/** /entity/new (step layout, step 1): the company to register; saved, it goes on to its data. */
export default function EntityNewPage() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  useFlowStep(1);
  return (
    <SectionPage
      id="entityNew"
      width="narrow"
      eyebrow={t('pages.common.stepOf', { step: 1, total: entityOnboardingSteps.length + 1 })}
    >
      <Card>
        <CompanyApplicationStep step="new" onNext={(next) => navigate(`/entity/onboarding/${next}`)} />
      </Card>
    </SectionPage>
  );
}
