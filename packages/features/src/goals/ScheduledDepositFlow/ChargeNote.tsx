import {
  chileDate,
  dayInSentence,
  dayLabel,
  type ScheduleFrequency,
  upcomingCharges,
} from '@portal/platform';
import { Note, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/**
 * When a schedule is charged: its first charge if set up now, or its next `count` ones, each moved
 * to the next business day when due on a weekend or a holiday (and said so).
 */
export function ChargeNote({
  schedule,
  now,
  count = 1,
  changing = false,
}: {
  schedule: { frequency: ScheduleFrequency; day: number; anchorOn: string };
  now: () => Date;
  count?: number;
  /** A change of a schedule: its next charge, not a first one. */
  changing?: boolean;
}) {
  const { t } = useTranslation('goals');
  const charges = upcomingCharges(schedule, chileDate(now()), count);
  return (
    <Note data-testid="schedule-charges">
      {count === 1 ? (
        // Said as it changes (a day or a rhythm chosen above it), not only drawn.
        <p aria-live="polite" data-testid="schedule-first-charge">
          {t(changing ? 'scheduleFlow.nextCharge' : 'scheduleFlow.firstCharge', {
            date: dayInSentence(charges[0]?.chargeOn ?? ''),
          })}
        </p>
      ) : (
        <>
          <p>{t('scheduleFlow.nextCharges')}</p>
          <ul>
            {charges.map((charge) => (
              <li key={charge.dueOn}>{dayLabel(charge.chargeOn)}</li>
            ))}
          </ul>
        </>
      )}
      {charges
        .filter((charge) => charge.chargeOn !== charge.dueOn)
        .map((charge) => (
          <p key={`moved-${charge.dueOn}`} data-testid="schedule-moved">
            {t('scheduleFlow.moved', {
              due: dayInSentence(charge.dueOn),
              date: dayInSentence(charge.chargeOn),
            })}
          </p>
        ))}
      <Text tone="muted" size="sm">
        {t('scheduleFlow.businessRule')}
      </Text>
    </Note>
  );
}

/** A goal in dollars takes no scheduled deposit (charges are in pesos): said at once, with the way to add to it. */
export function PesosOnlyNote() {
  const { t } = useTranslation('goals');
  return (
    <Note as="p" role="status">
      {t('scheduleFlow.dollars')}
    </Note>
  );
}
