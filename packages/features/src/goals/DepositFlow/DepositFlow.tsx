import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AmountIssue,
  type DepositOptions,
  formatMoney,
  type Goal,
  readFieldErrors,
  useApi,
} from '@portal/platform';
import { Button, buttonTone, CopyButton, DataState, Field } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayLabel } from '../../client/meetingRules.ts';
import { formatAmountInput, parseAmountInput } from '../amountInput.ts';
import {
  type DepositDraft,
  type DepositStep,
  depositDraftKey,
  depositDraftSchema,
  depositFormSchema,
  depositInvestDay,
  depositRedirect,
  depositStepNumber,
  emptyDepositDraft,
} from '../depositRules.ts';
import { StepHeading } from '../FlowParts.tsx';
import * as styles from '../flow.css.ts';
import { flowQueries } from '../flowsApi.ts';
import { useSessionDraft } from '../useDraft.ts';
import { useIdempotentConfirm } from '../useIdempotentConfirm.ts';

export interface DepositFlowProps {
  goal: Goal;
  /** The step shown (the page keeps it in the URL, so back and reload work). */
  step: DepositStep;
  onStep: (step: DepositStep, options?: { replace?: boolean }) => void;
  /** The clock the business-day rule reads (tests pass a fixed one). */
  now?: () => Date;
}

/**
 * A deposit to a goal (issue 13): the amount within the API's limits, how to transfer (each field
 * copyable, with the transfer code), a summary, then the order, confirmed once however often it is
 * sent (an idempotency key). It says on which business day the money is invested. The draft lives
 * in the tab's storage, so a reload or a failed confirm loses nothing.
 */
export function DepositFlow({ goal, step, onStep, now = () => new Date() }: DepositFlowProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const flows = useMemo(() => flowQueries(api), [api]);
  const options = useQuery(flows.depositOptions(goal.id));
  const draft = useSessionDraft(depositDraftKey(goal.id), depositDraftSchema, emptyDepositDraft);

  // A step the draft cannot show starts over (a reload after the tab forgot it, a typed URL); an
  // order already placed is never shown for confirming again: its steps lead to the confirmation.
  const redirect = depositRedirect(step, draft.draft);
  useEffect(() => {
    if (redirect) onStep(redirect, { replace: true });
  }, [redirect, onStep]);
  const missing = redirect !== null;

  if (step === 'listo' && draft.draft.receipt) return <Done goal={goal} draft={draft.draft} />;

  return (
    <DataState
      state={options.data ? 'ready' : options.isError ? 'error' : 'loading'}
      loadingText={t('flows.deposit.loading')}
      errorText={t('flows.deposit.error')}
      onRetry={() => void options.refetch()}
      retryLabel={t('flows.retry')}
    >
      {options.data && !missing ? (
        <StepBody
          step={step}
          goal={goal}
          options={options.data}
          draft={draft.draft}
          saveDraft={draft.save}
          onStep={onStep}
          now={now}
        />
      ) : null}
    </DataState>
  );
}

interface StepBodyProps {
  step: DepositStep;
  goal: Goal;
  options: DepositOptions;
  draft: DepositDraft;
  saveDraft: (next: DepositDraft) => void;
  onStep: DepositFlowProps['onStep'];
  now: () => Date;
}

function StepBody(props: StepBodyProps) {
  const { step } = props;
  if (step === 'pago') return <PayStep {...props} />;
  if (step === 'resumen') return <ReviewStep {...props} />;
  return <AmountStep {...props} />;
}

function InvestNote({ options, now }: { options: DepositOptions; now: () => Date }) {
  const { t } = useTranslation('features');
  return (
    <div className={styles.note}>
      <p data-testid="deposit-invest-on">
        {t('flows.deposit.investOn', { date: dayLabel(depositInvestDay(now(), options)) })}
      </p>
      <p className={styles.muted}>{t('flows.deposit.rule', { cutOff: options.cutOff })}</p>
    </div>
  );
}

function AmountStep({ options, draft, saveDraft, onStep, now }: StepBodyProps) {
  const { t } = useTranslation('features');
  const limits = {
    minimum: formatMoney(options.minimum, options.currency),
    maximum: formatMoney(options.maximum, options.currency),
  };
  const message = (issue: AmountIssue) =>
    issue === 'decimals'
      ? t(`flows.deposit.issues.decimals${options.currency}`)
      : t(`flows.deposit.issues.${issue}`, limits);
  const form = useForm({
    resolver: zodResolver(depositFormSchema(options, message)),
    defaultValues: { amount: draft.amount },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  // A field error the server gave (HTTP 422) is shown on its field, focused.
  useEffect(() => {
    if (draft.serverError) form.setError('amount', { message: draft.serverError }, { shouldFocus: true });
  }, [draft.serverError, form]);

  const field = form.register('amount', {
    onChange: (event: { target: { value: string } }) =>
      saveDraft({
        ...draft,
        amount: event.target.value,
        idempotencyKey: null,
        serverError: null,
        receipt: null,
      }),
    onBlur: (event: { target: { value: string } }) => {
      // Dots for thousands once typed; never a rounding (150,255 stays, and says why it is wrong).
      const typed = parseAmountInput(event.target.value);
      if (typed === null) return;
      const formatted = formatAmountInput(typed, options.currency);
      if (parseAmountInput(formatted) === typed) form.setValue('amount', formatted);
    },
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('flows.deposit.steps.monto')}
      onSubmit={form.handleSubmit((values) => {
        saveDraft({ ...draft, amount: values.amount, serverError: null, receipt: null });
        onStep('pago');
      })}
    >
      <StepHeading number={depositStepNumber('monto')} title={t('flows.deposit.steps.monto')} />
      <Field
        label={t('flows.deposit.amount', { currency: options.currency })}
        hint={t('flows.deposit.amountHint', limits)}
        error={errors.amount?.message}
      >
        {(control) => (
          <span className={styles.amountBox}>
            <span className={styles.prefix} aria-hidden="true">
              {options.currency === 'USD' ? 'US$' : '$'}
            </span>
            <input
              {...control}
              {...field}
              className={`${control.className} ${styles.amountInput}`}
              inputMode={options.currency === 'USD' ? 'decimal' : 'numeric'}
              autoComplete="off"
              // biome-ignore lint/a11y/noAutofocus: the step's one field; the client came here to type it.
              autoFocus
            />
          </span>
        )}
      </Field>
      <InvestNote options={options} now={now} />
      <Button type="submit" className={styles.submit}>
        {t('flows.deposit.continue')}
      </Button>
    </form>
  );
}

function PayStep({ goal, options, draft, onStep, now }: StepBodyProps) {
  const { t } = useTranslation('features');
  const amount = parseAmountInput(draft.amount) ?? 0;
  const shown = formatMoney(amount, options.currency);
  const rows: { key: string; value: string; copy: string }[] = [
    { key: 'bank', value: options.transfer.bank, copy: options.transfer.bank },
    { key: 'accountType', value: options.transfer.accountType, copy: options.transfer.accountType },
    { key: 'accountNumber', value: options.transfer.accountNumber, copy: options.transfer.accountNumber },
    { key: 'holder', value: options.transfer.holder, copy: options.transfer.holder },
    { key: 'rut', value: options.transfer.rut, copy: options.transfer.rut },
    { key: 'email', value: options.transfer.email, copy: options.transfer.email },
    // The bank's form wants digits: the copy carries no "$" nor dots.
    { key: 'amount', value: shown, copy: String(amount) },
    { key: 'code', value: options.transferCode, copy: options.transferCode },
  ];
  return (
    <section className={styles.form} aria-labelledby="deposit-pay-title">
      <StepHeading
        number={depositStepNumber('pago')}
        title={t('flows.deposit.steps.pago')}
        id="deposit-pay-title"
      />
      <p>{t('flows.deposit.payLead', { amount: shown, goal: goal.title })}</p>
      <dl className={styles.transfer} aria-label={t('flows.deposit.transferData')}>
        {rows.map((row) => (
          <div key={row.key} className={styles.transferRow}>
            <dt className={styles.transferLabel}>{t(`flows.deposit.fields.${row.key}`)}</dt>
            <dd className={styles.transferValue}>
              <span className={styles.transferText} data-testid={`transfer-${row.key}`}>
                {row.value}
              </span>
              <span className={styles.copy}>
                <CopyButton value={row.copy} description={t(`flows.deposit.copy.${row.key}`)} />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <InvestNote options={options} now={now} />
      <Button className={styles.submit} onClick={() => onStep('resumen')}>
        {t('flows.deposit.continue')}
      </Button>
    </section>
  );
}

function ReviewStep({ goal, options, draft, saveDraft, onStep, now }: StepBodyProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const queryClient = useQueryClient();
  const flows = useMemo(() => flowQueries(api), [api]);
  const amount = parseAmountInput(draft.amount) ?? 0;
  const investOn = depositInvestDay(now(), options);
  const confirm = useMutation({
    mutationFn: (idempotencyKey: string) => flows.createDeposit({ goalId: goal.id, amount, idempotencyKey }),
    onSuccess: (receipt) => {
      saveDraft({ amount: '', idempotencyKey: null, serverError: null, receipt });
      // The order shows at once where the client looks next: movements, pending deposits.
      void queryClient.invalidateQueries({ queryKey: ['money', 'movements'] });
      void queryClient.invalidateQueries({ queryKey: ['fundings'] });
      onStep('listo', { replace: true });
    },
    onError: async (error) => {
      const refused = await readFieldErrors(error);
      const onAmount = refused?.errors.amount;
      if (onAmount) {
        saveDraft({ ...draft, idempotencyKey: null, serverError: onAmount });
        onStep('monto');
      }
    },
  });

  // One order, one key (kept in the draft), one request at a time.
  const send = useIdempotentConfirm(confirm, draft.idempotencyKey, (key) =>
    saveDraft({ ...draft, idempotencyKey: key }),
  );

  const facts: { key: string; value: ReactNode }[] = [
    { key: 'goal', value: goal.title },
    { key: 'amount', value: formatMoney(amount, options.currency) },
    { key: 'method', value: t('flows.deposit.summary.methodValue', { bank: options.transfer.bank }) },
    { key: 'code', value: options.transferCode },
    { key: 'investOn', value: dayLabel(investOn) },
  ];
  return (
    <section className={styles.form} aria-labelledby="deposit-review-title">
      <StepHeading
        number={depositStepNumber('resumen')}
        title={t('flows.deposit.steps.resumen')}
        id="deposit-review-title"
      />
      <dl className={styles.summary} aria-label={t('flows.deposit.summaryList')}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.summaryRow}>
            <dt className={styles.transferLabel}>{t(`flows.deposit.summary.${fact.key}`)}</dt>
            <dd className={styles.summaryValue} data-testid={`deposit-summary-${fact.key}`}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{t('flows.deposit.rule', { cutOff: options.cutOff })}</p>
      {confirm.isError && !confirm.isPending ? (
        <p role="alert" className={styles.error}>
          {t('flows.deposit.failed')}
        </p>
      ) : null}
      <Button className={styles.submit} onClick={send} busy={confirm.isPending}>
        {t(confirm.isPending ? 'flows.deposit.confirming' : 'flows.deposit.confirm')}
      </Button>
    </section>
  );
}

function Done({ goal, draft }: { goal: Goal; draft: DepositDraft }) {
  const { t } = useTranslation('features');
  const receipt = draft.receipt;
  if (!receipt) return null;
  return (
    <section className={styles.form} aria-labelledby="deposit-done-title">
      <StepHeading
        number={depositStepNumber('listo')}
        title={t('flows.deposit.steps.listo')}
        id="deposit-done-title"
      />
      <p role="status" data-testid="deposit-done">
        {t('flows.deposit.doneLead', {
          amount: formatMoney(receipt.amount, receipt.currency),
          goal: goal.title,
          date: dayLabel(receipt.investOn),
          code: receipt.transferCode,
        })}
      </p>
      <div className={styles.actions}>
        <Link className={buttonTone.primary} to="/pending-transaction-notifications">
          {t('flows.deposit.toPending')}
        </Link>
        <Link className={buttonTone.secondary} to={`/goals/${encodeURIComponent(String(goal.id))}#summary`}>
          {t('flows.deposit.toGoal', { goal: goal.title })}
        </Link>
      </div>
    </section>
  );
}
