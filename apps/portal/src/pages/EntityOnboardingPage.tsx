import { Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';
import { entityOnboardingSteps, entityStepNumber } from './entityOnboardingSteps.ts';
import { ActionLink } from './parts.tsx';

/** /entity/onboarding/{step} (step layout): the company's data, its representative, its documents. */
export default function EntityOnboardingPage() {
  const { t } = useTranslation('app');
  const { step } = useParams();
  const number = entityStepNumber(step);
  useFlowStep(number ?? 2);
  const total = entityOnboardingSteps.length + 1;
  if (number === null)
    return (
      <Page
        width="narrow"
        title={t('pages.entityOnboarding.unknownTitle')}
        lead={t('pages.entityOnboarding.unknownLead')}
        actions={
          <ActionLink to={`/entity/onboarding/${entityOnboardingSteps[0]}`}>
            {t('pages.entityOnboarding.toFirst')}
          </ActionLink>
        }
      />
    );
  const next = entityOnboardingSteps[number - 1];
  return (
    <Page
      width="narrow"
      eyebrow={t('pages.common.stepOf', { step: number, total })}
      title={t(`pages.entityOnboarding.${step}.title`)}
      lead={t(`pages.entityOnboarding.${step}.lead`)}
      actions={
        next ? <ActionLink to={`/entity/onboarding/${next}`}>{t('pages.common.continue')}</ActionLink> : null
      }
    />
  );
}
