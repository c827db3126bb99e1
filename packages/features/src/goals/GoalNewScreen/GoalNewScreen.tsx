import { Card, Inline, Page, SpacedList, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { registrationStepCount, useRegistration } from '../../onboarding/index.ts';
import type { OnStep } from '../../stepFlow/useStepFlow.ts';
import { GoalNewFlow } from '../GoalNewFlow/GoalNewFlow.tsx';
import type { GoalNewStep, GoalProduct } from '../GoalNewFlow/goalNewRules.ts';

const howItWorks = ['goal', 'plan', 'deposit'] as const;

export interface GoalNewScreenProps {
  /** A new goal, or the first investment (the onboarding's last task: how it works comes first). */
  kind: 'goalNew' | 'goalStart';
  step: GoalNewStep;
  onStep: OnStep<GoalNewStep>;
  /** A savings product opened as a goal: the screen says which. */
  product?: GoalProduct;
}

/**
 * The new-goal flow in its screen, with its title and, for a first investment, how it works. A goal
 * needs an open account (docs/RULES.md#onboarding-tasks): a client still registering is told where
 * they are and led on, in place of a flow the server would refuse.
 */
export function GoalNewScreen({ kind, step, onStep, product }: GoalNewScreenProps) {
  const { t } = useTranslation('goals');
  const registration = useRegistration();
  return (
    <Page
      width="narrow"
      title={
        product
          ? t('newGoalPage.goalNew.productTitle', { name: product.name })
          : t(`newGoalPage.${kind}.title`)
      }
      lead={
        product
          ? t('newGoalPage.goalNew.productLead', {
              name: product.name,
              currency: t(`newGoalPage.goalNew.currencies.${product.currency}`),
            })
          : t(`newGoalPage.${kind}.lead`)
      }
    >
      {registration && !registration.open ? (
        <Card title={t('newGoalPage.registering.title')} id="goal-registering">
          <Stack gap="md">
            <Text>
              {t('newGoalPage.registering.text', {
                step: registration.stepOfThree,
                total: registrationStepCount,
              })}
            </Text>
            <Inline>
              <ButtonLink to="/onboarding">{t('newGoalPage.registering.go')}</ButtonLink>
            </Inline>
          </Stack>
        </Card>
      ) : (
        <>
          {kind === 'goalStart' && step === 'meta' ? (
            <Card title={t('newGoalPage.goalStart.howTitle')} id="goal-start-how">
              <SpacedList as="ol" data-testid="goal-start-steps">
                {howItWorks.map((each) => (
                  <li key={each}>{t(`newGoalPage.goalStart.how.${each}`)}</li>
                ))}
              </SpacedList>
            </Card>
          ) : null}
          <Card>
            <GoalNewFlow step={step} onStep={onStep} product={product} />
          </Card>
        </>
      )}
    </Page>
  );
}
