import { useTranslation } from 'react-i18next';
import { useFlowStep } from '../routing/stepContext.ts';
import { entityOnboardingSteps } from './entityOnboardingSteps.ts';
import { ActionLink, SectionPage } from './parts.tsx';

/** /entity/new (step layout): the company's registration begins. */
export default function EntityNewPage() {
  const { t } = useTranslation('app');
  useFlowStep(1);
  return (
    <SectionPage
      id="entityNew"
      width="narrow"
      actions={
        <ActionLink to={`/entity/onboarding/${entityOnboardingSteps[0]}`}>
          {t('pages.common.continue')}
        </ActionLink>
      }
    />
  );
}
