import { Card, Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { CompanyApplicationStep } from '../CompanyApplicationStep/CompanyApplicationStep.tsx';
import {
  type EntityOnboardingStep,
  entityOnboardingSteps,
  entityStepNumber,
} from '../entityOnboardingSteps.ts';

export interface EntityStepScreenProps {
  /** The step the address names (`/entity/onboarding/{step}`). */
  step: string | undefined;
  /** Moves to the next step once this one is saved. */
  onNext: (next: EntityOnboardingStep) => void;
}

/**
 * A step of a company's application (docs/RULES.md#company-application): the company's data, its
 * representative, its documents, counted after the first (`/entity/new`); a step the address does
 * not know says so, with the way to the first.
 */
export function EntityStepScreen({ step, onNext }: EntityStepScreenProps) {
  const { t } = useTranslation('onboarding');
  const number = entityStepNumber(step);
  if (number === null)
    return (
      <Page
        width="narrow"
        title={t('entityOnboarding.unknownTitle')}
        lead={t('entityOnboarding.unknownLead')}
        actions={<ButtonLink to="/entity/new">{t('entityOnboarding.toFirst')}</ButtonLink>}
      />
    );
  // A step with a number is one of the steps (entityStepNumber).
  const known = step as EntityOnboardingStep;
  return (
    <Page
      width="narrow"
      eyebrow={t('entityOnboarding.stepOf', { step: number, total: entityOnboardingSteps.length + 1 })}
      title={t(`entityOnboarding.${known}.title`)}
      lead={t(`entityOnboarding.${known}.lead`)}
    >
      <Card>
        <CompanyApplicationStep key={known} step={known} onNext={onNext} />
      </Card>
    </Page>
  );
}
