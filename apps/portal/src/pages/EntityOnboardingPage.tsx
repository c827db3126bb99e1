import {
  CompanyApplicationStep,
  type EntityOnboardingStep,
  entityOnboardingSteps,
  entityStepNumber,
} from '@portal/features';
import { Card, Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';
import { ActionLink } from './ActionLink.tsx';

/** /entity/onboarding/{step} (step layout): the company's data, its representative, its documents. */
export default function EntityOnboardingPage() {
  const { t } = useTranslation(['app', 'onboarding']);
  const navigate = useNavigate();
  const { step } = useParams();
  const number = entityStepNumber(step);
  useFlowStep(number ?? 2);
  const total = entityOnboardingSteps.length + 1;
  if (number === null)
    return (
      <Page
        width="narrow"
        title={t('onboarding:entityOnboarding.unknownTitle')}
        lead={t('onboarding:entityOnboarding.unknownLead')}
        actions={<ActionLink to="/entity/new">{t('onboarding:entityOnboarding.toFirst')}</ActionLink>}
      />
    );
  // A step with a number is one of the steps (entityStepNumber).
  const known = step as EntityOnboardingStep;
  return (
    <Page
      width="narrow"
      eyebrow={t('pages.common.stepOf', { step: number, total })}
      title={t(`onboarding:entityOnboarding.${known}.title`)}
      lead={t(`onboarding:entityOnboarding.${known}.lead`)}
    >
      <Card>
        <CompanyApplicationStep
          key={known}
          step={known}
          onNext={(next) => navigate(`/entity/onboarding/${next}`)}
        />
      </Card>
    </Page>
  );
}
