import { Heading, Stack, Text } from '@portal/ui';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Steps the client counts in a money flow: the confirmation is not one of them. */
export const countedSteps = 3;

/**
 * Another step has just left, so the step drawn now was moved to, not opened: a step changes in one
 * commit (the old heading's effect is cleaned up, the new one's runs, in the same task), and the
 * next step drawn takes the word; a heading that went without one drawn after it (its page left)
 * leaves it for no later than the next task.
 */
let cameFromAStep = false;
const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * What leads into a flow from within it (a goal chosen on the flow's own page) counts as a step
 * left, until the flow's first step is drawn (its code may still be on its way): its heading then
 * takes the focus the chosen link had, when it was lost.
 */
export function stepLeftNow(): void {
  cameFromAStep = true;
}

function stepHeadingLeft() {
  cameFromAStep = true;
  setTimeout(() => {
    cameFromAStep = false;
  });
}

/**
 * A flow step's heading with "Paso n de 3" above it. Later steps take the focus when they appear,
 * so a screen reader says where the client is. The first keeps the page's order when the flow
 * opens (its field may take the focus), and takes it when the client comes back to it from
 * another step and the focus was lost on the way ("Volver" is gone from the first step's header).
 */
export function StepHeading({
  number,
  title,
  id,
  total = countedSteps,
}: {
  /** 1-based; the confirmation (past the counted steps) shows no count. */
  number: number;
  title: ReactNode;
  id?: string;
  /** How many steps the client counts (the confirmation is not one). */
  total?: number;
}) {
  const { t } = useTranslation('stepFlow');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (number > 1 || (cameFromAStep && focusIsLost())) heading.current?.focus();
    cameFromAStep = false;
    return stepHeadingLeft;
  }, [number]);
  // The count is read with the heading as it takes the focus ("Transfiere desde tu banco, Paso 2 de 3").
  const countId = useId();
  const counted = number <= total;
  return (
    <Stack gap="xxs">
      {counted ? (
        <Text tone="muted" size="sm" id={countId}>
          {t('stepOf', { step: number, total })}
        </Text>
      ) : null}
      <Heading level={2} ref={heading} id={id} focusTarget aria-describedby={counted ? countId : undefined}>
        {title}
      </Heading>
    </Stack>
  );
}

/**
 * A step that is a section, not a form (how to pay, a summary, a receipt): labelled by its heading
 * (`StepHeading`, whose `id` it takes), its content below at the flow's spacing.
 */
export function StepSection({
  children,
  ...heading
}: Parameters<typeof StepHeading>[0] & { id: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="lg" aria-labelledby={heading.id}>
      <StepHeading {...heading} />
      {children}
    </Stack>
  );
}
