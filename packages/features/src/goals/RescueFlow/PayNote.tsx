import { dayInSentence, type RescueOptions } from '@portal/platform';
import { Note, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { rescuePayDay } from './rescueRules.ts';

/** The business day the rescue is paid if asked now, and the rule behind it. */
export function PayNote({ options, now }: { options: RescueOptions; now: () => Date }) {
  const { t } = useTranslation('goals');
  return (
    <Note>
      <p data-testid="rescue-pay-on">
        {t('rescue.payOn', { date: dayInSentence(rescuePayDay(now(), options)) })}
      </p>
      <Text tone="muted" size="sm">
        {t('rescue.rule', { cutOff: options.cutOff, count: options.paymentBusinessDays })}
      </Text>
    </Note>
  );
}

/** A goal with nothing available to rescue: said instead of the steps. */
export function NothingToRescue() {
  const { t } = useTranslation('goals');
  return (
    <Note as="p" role="status">
      {t('rescue.nothing')}
    </Note>
  );
}
