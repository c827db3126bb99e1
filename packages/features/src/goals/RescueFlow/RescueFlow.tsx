import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BankAccount,
  bankAccountTypes,
  formatMoney,
  formatRut,
  type Goal,
  type RescueOptions,
  readFieldErrors,
  useApi,
} from '@portal/platform';
import { Button, buttonTone, DataState, Field } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayLabel } from '../../client/meetingRules.ts';
import { formatAmountInput, parseAmountInput } from '../amountInput.ts';
import { FactRows, StepHeading, useServerErrors } from '../FlowParts.tsx';
import * as styles from '../flow.css.ts';
import { flowQueries } from '../flowsApi.ts';
import {
  emptyRescueDraft,
  type RescueDraft,
  type RescueStep,
  rescueAccountSchema,
  rescueAmountSchema,
  rescueDraftKey,
  rescueDraftSchema,
  rescuePayDay,
  rescueRedirect,
  rescueRequestOf,
  stepOfErrors,
} from '../rescueRules.ts';
import { useSessionDraft } from '../useDraft.ts';
import { useIdempotentConfirm } from '../useIdempotentConfirm.ts';

export interface RescueFlowProps {
  goal: Goal;
  /** The step shown (the page keeps it in the URL, so back and reload work). */
  step: RescueStep;
  onStep: (step: RescueStep, options?: { replace?: boolean }) => void;
  /** The clock the business-day rule reads (tests pass a fixed one). */
  now?: () => Date;
}

/**
 * A rescue from a goal (issue 13): part or all of what is available (never more), to one of the
 * client's registered accounts or a new one in their own name (their RUT), the day it is paid in
 * business days, a summary and the order, placed once however often it is sent. The draft lives in
 * the tab's storage, so a reload or a failed confirm loses nothing.
 */
export function RescueFlow({ goal, step, onStep, now = () => new Date() }: RescueFlowProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const flows = useMemo(() => flowQueries(api), [api]);
  const options = useQuery(flows.rescueOptions(goal.id));
  const draft = useSessionDraft(rescueDraftKey(goal.id), rescueDraftSchema, emptyRescueDraft);
  const redirect = rescueRedirect(step, draft.draft);
  useEffect(() => {
    if (redirect) onStep(redirect, { replace: true });
  }, [redirect, onStep]);

  if (step === 'listo' && draft.draft.receipt) return <Done goal={goal} draft={draft.draft} />;
  return (
    <DataState
      state={options.data ? 'ready' : options.isError ? 'error' : 'loading'}
      loadingText={t('flows.rescue.loading')}
      errorText={t('flows.rescue.error')}
      onRetry={() => void options.refetch()}
      retryLabel={t('flows.retry')}
    >
      {options.data && !redirect ? (
        options.data.available <= 0 && step !== 'listo' ? (
          <p role="status" className={styles.note}>
            {t('flows.rescue.nothing')}
          </p>
        ) : (
          <StepBody
            step={step}
            goal={goal}
            options={options.data}
            draft={draft.draft}
            saveDraft={draft.save}
            onStep={onStep}
            now={now}
          />
        )
      ) : null}
    </DataState>
  );
}

interface StepBodyProps {
  step: RescueStep;
  goal: Goal;
  options: RescueOptions;
  draft: RescueDraft;
  saveDraft: (next: RescueDraft) => void;
  onStep: RescueFlowProps['onStep'];
  now: () => Date;
}

function StepBody(props: StepBodyProps) {
  if (props.step === 'cuenta') return <AccountStep {...props} />;
  if (props.step === 'resumen') return <ReviewStep {...props} />;
  return <AmountStep {...props} />;
}

const amountFields = ['kind', 'amount'] as const;

function AmountStep({ options, draft, saveDraft, onStep, now }: StepBodyProps) {
  const { t } = useTranslation('features');
  const money = (amount: number) => formatMoney(amount, options.currency);
  const form = useForm({
    resolver: zodResolver(
      rescueAmountSchema(options, (issue) =>
        issue === 'decimals'
          ? t(`flows.deposit.issues.decimals${options.currency}`)
          : t(`flows.rescue.issues.${issue}`, {
              minimum: money(options.minimum),
              available: money(options.available),
            }),
      ),
    ),
    defaultValues: { kind: draft.kind, amount: draft.amount },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  useServerErrors(draft.serverErrors, amountFields, (field, message, focus) =>
    form.setError(field as 'kind' | 'amount', { message }, { shouldFocus: focus }),
  );
  const kindError = errors.kind?.message;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('flows.rescue.steps.monto')}
      onSubmit={form.handleSubmit((values) => {
        saveDraft({
          ...draft,
          kind: values.kind === 'total' ? 'total' : 'partial',
          amount: values.kind === 'total' ? '' : values.amount,
          idempotencyKey: null,
          serverErrors: null,
          receipt: null,
        });
        onStep('cuenta');
      })}
    >
      <StepHeading number={1} title={t('flows.rescue.steps.monto')} />
      <p>{t('flows.rescue.available', { amount: money(options.available) })}</p>
      <fieldset
        className={styles.choices}
        aria-describedby={kindError ? 'rescue-kind-error' : undefined}
        aria-invalid={kindError ? true : undefined}
      >
        <legend className={styles.legend}>{t('flows.rescue.kind')}</legend>
        {(['partial', 'total'] as const).map((each) => (
          <label key={each} className={styles.choice}>
            <input type="radio" value={each} className={styles.choiceInput} {...form.register('kind')} />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{t(`flows.rescue.kinds.${each}`)}</span>
              <span className={styles.muted}>
                {t(`flows.rescue.kindHints.${each}`, { amount: money(options.available) })}
              </span>
            </span>
          </label>
        ))}
        {kindError ? (
          <p id="rescue-kind-error" className={styles.fieldError}>
            {kindError}
          </p>
        ) : null}
      </fieldset>
      {kind === 'partial' ? (
        <Field
          label={t('flows.rescue.amount', { currency: options.currency })}
          hint={t('flows.rescue.amountHint', {
            minimum: money(options.minimum),
            available: money(options.available),
          })}
          error={errors.amount?.message}
        >
          {(control) => (
            <span className={styles.amountBox}>
              <span className={styles.prefix} aria-hidden="true">
                {options.currency === 'USD' ? 'US$' : '$'}
              </span>
              <input
                {...control}
                {...form.register('amount', {
                  onBlur: (event: { target: { value: string } }) => {
                    const typed = parseAmountInput(event.target.value);
                    if (typed === null) return;
                    const formatted = formatAmountInput(typed, options.currency);
                    if (parseAmountInput(formatted) === typed) form.setValue('amount', formatted);
                  },
                })}
                className={`${control.className} ${styles.amountInput}`}
                inputMode={options.currency === 'USD' ? 'decimal' : 'numeric'}
                autoComplete="off"
              />
            </span>
          )}
        </Field>
      ) : null}
      <PayNote options={options} now={now} />
      <Button type="submit" className={styles.submit}>
        {t('flows.deposit.continue')}
      </Button>
    </form>
  );
}

function PayNote({ options, now }: { options: RescueOptions; now: () => Date }) {
  const { t } = useTranslation('features');
  return (
    <div className={styles.note}>
      <p data-testid="rescue-pay-on">
        {t('flows.rescue.payOn', { date: dayLabel(rescuePayDay(now(), options)) })}
      </p>
      <p className={styles.muted}>
        {t('flows.rescue.rule', { cutOff: options.cutOff, count: options.paymentBusinessDays })}
      </p>
    </div>
  );
}

const accountFields = ['accountId', 'bankCode', 'type', 'number', 'holderRut'] as const;
type AccountField = (typeof accountFields)[number];

function accountLabel(account: BankAccount, typeName: (type: string) => string) {
  return `${account.bankName} · ${typeName(account.type)} ${account.maskedNumber}`;
}

function AccountStep({ options, draft, saveDraft, onStep }: StepBodyProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const banks = useQuery(useMemo(() => flowQueries(api), [api]).banks());
  const form = useForm({
    resolver: zodResolver(
      rescueAccountSchema(options.holderRut, (issue) =>
        t(`flows.rescue.issues.${issue}`, { rut: formatRut(options.holderRut) }),
      ),
    ),
    defaultValues: {
      accountId: draft.accountId || (options.accounts.length === 0 ? 'new' : ''),
      ...draft.newAccount,
    },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const accountId = form.watch('accountId');
  useServerErrors(draft.serverErrors, accountFields, (field, message, focus) =>
    form.setError(field as AccountField, { message }, { shouldFocus: focus }),
  );
  const typeName = (type: string) => t(`flows.rescue.accountTypes.${type}`);
  const choiceError = errors.accountId?.message;
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="rescue-account-title"
      onSubmit={form.handleSubmit((values) => {
        saveDraft({
          ...draft,
          accountId: values.accountId,
          newAccount: {
            bankCode: values.bankCode,
            type: values.type,
            number: values.number,
            holderRut: values.holderRut,
          },
          idempotencyKey: null,
          serverErrors: null,
        });
        onStep('resumen');
      })}
    >
      <StepHeading number={2} title={t('flows.rescue.steps.cuenta')} id="rescue-account-title" />
      <fieldset
        className={styles.choices}
        aria-describedby={choiceError ? 'rescue-account-error' : undefined}
        aria-invalid={choiceError ? true : undefined}
      >
        <legend className={styles.legend}>{t('flows.rescue.accountChoice')}</legend>
        {options.accounts.map((account) => (
          <label key={account.id} className={styles.choice}>
            <input
              type="radio"
              value={account.id}
              className={styles.choiceInput}
              {...form.register('accountId')}
            />
            <span className={styles.choiceTitle}>{accountLabel(account, typeName)}</span>
          </label>
        ))}
        <label className={styles.choice}>
          <input type="radio" value="new" className={styles.choiceInput} {...form.register('accountId')} />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>{t('flows.rescue.newAccount')}</span>
            <span className={styles.muted}>{t('flows.rescue.newAccountHint')}</span>
          </span>
        </label>
        {choiceError ? (
          <p id="rescue-account-error" className={styles.fieldError}>
            {choiceError}
          </p>
        ) : null}
      </fieldset>
      {accountId === 'new' ? (
        <div className={styles.fieldGrid}>
          <Field label={t('flows.rescue.fields.bank')} error={errors.bankCode?.message}>
            {(control) => (
              <select {...control} {...form.register('bankCode')} disabled={!banks.data}>
                <option value="">
                  {banks.isError ? t('flows.rescue.banksError') : t('flows.rescue.choose')}
                </option>
                {banks.data?.map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('flows.rescue.fields.type')} error={errors.type?.message}>
            {(control) => (
              <select {...control} {...form.register('type')}>
                <option value="">{t('flows.rescue.choose')}</option>
                {bankAccountTypes.map((type) => (
                  <option key={type} value={type}>
                    {typeName(type)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('flows.rescue.fields.number')} error={errors.number?.message}>
            {(control) => (
              <input {...control} {...form.register('number')} inputMode="numeric" autoComplete="off" />
            )}
          </Field>
          <Field
            label={t('flows.rescue.fields.holderRut')}
            hint={t('flows.rescue.holderRutHint', { rut: formatRut(options.holderRut) })}
            error={errors.holderRut?.message}
          >
            {(control) => <input {...control} {...form.register('holderRut')} autoComplete="off" />}
          </Field>
        </div>
      ) : null}
      <Button type="submit" className={styles.submit}>
        {t('flows.deposit.continue')}
      </Button>
    </form>
  );
}

function ReviewStep({ goal, options, draft, saveDraft, onStep, now }: StepBodyProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const queryClient = useQueryClient();
  const flows = useMemo(() => flowQueries(api), [api]);
  const banks = useQuery(flows.banks());
  const request = rescueRequestOf(draft);
  const amount = request.kind === 'total' ? options.available : (request.amount ?? 0);
  const typeName = (type: string) => t(`flows.rescue.accountTypes.${type}`);
  const registered = options.accounts.find((account) => account.id === draft.accountId);
  const bankName =
    banks.data?.find((bank) => bank.code === draft.newAccount.bankCode)?.name ?? draft.newAccount.bankCode;
  const account = registered
    ? accountLabel(registered, typeName)
    : `${bankName} · ${typeName(draft.newAccount.type)} ${draft.newAccount.number}`;
  const confirm = useMutation({
    mutationFn: (idempotencyKey: string) =>
      flows.createRescue({ goalId: goal.id, body: request, idempotencyKey }),
    onSuccess: (receipt) => {
      saveDraft({ ...emptyRescueDraft, receipt });
      void queryClient.invalidateQueries({ queryKey: ['money', 'movements'] });
      void queryClient.invalidateQueries({ queryKey: ['flows', 'rescue-options'] });
      onStep('listo', { replace: true });
    },
    onError: async (error) => {
      const refused = await readFieldErrors(error);
      if (refused && Object.keys(refused.errors).length > 0) {
        saveDraft({ ...draft, idempotencyKey: null, serverErrors: refused.errors });
        onStep(stepOfErrors(refused.errors));
      }
    },
  });
  // One order, one key (kept in the draft), one request at a time.
  const send = useIdempotentConfirm(confirm, draft.idempotencyKey, (key) =>
    saveDraft({ ...draft, idempotencyKey: key }),
  );
  return (
    <section className={styles.form} aria-labelledby="rescue-review-title">
      <StepHeading number={3} title={t('flows.rescue.steps.resumen')} id="rescue-review-title" />
      <FactRows
        label={t('flows.rescue.summaryList')}
        rows={[
          { key: 'goal', label: t('flows.rescue.summary.goal'), value: goal.title },
          {
            key: 'kind',
            label: t('flows.rescue.summary.kind'),
            value: t(`flows.rescue.kinds.${request.kind}`),
          },
          {
            key: 'amount',
            label: t('flows.rescue.summary.amount'),
            value: formatMoney(amount, options.currency),
          },
          { key: 'account', label: t('flows.rescue.summary.account'), value: account },
          {
            key: 'payOn',
            label: t('flows.rescue.summary.payOn'),
            value: dayLabel(rescuePayDay(now(), options)),
          },
        ]}
      />
      {request.kind === 'total' ? <p className={styles.muted}>{t('flows.rescue.totalNote')}</p> : null}
      {confirm.isError && !confirm.isPending ? (
        <p role="alert" className={styles.error}>
          {t('flows.rescue.failed')}
        </p>
      ) : null}
      <Button className={styles.submit} onClick={send} busy={confirm.isPending}>
        {t(confirm.isPending ? 'flows.deposit.confirming' : 'flows.rescue.confirm')}
      </Button>
    </section>
  );
}

function Done({ goal, draft }: { goal: Goal; draft: RescueDraft }) {
  const { t } = useTranslation('features');
  const receipt = draft.receipt;
  if (!receipt) return null;
  return (
    <section className={styles.form} aria-labelledby="rescue-done-title">
      <StepHeading number={4} title={t('flows.rescue.steps.listo')} id="rescue-done-title" />
      <p role="status" data-testid="rescue-done">
        {t('flows.rescue.doneLead', {
          amount: formatMoney(receipt.amount, receipt.currency),
          goal: goal.title,
          date: dayLabel(receipt.payOn),
          account: `${receipt.account.bankName} ${receipt.account.maskedNumber}`,
        })}
      </p>
      <div className={styles.actions}>
        <Link className={buttonTone.primary} to={`/goals/${encodeURIComponent(String(goal.id))}#summary`}>
          {t('flows.deposit.toGoal', { goal: goal.title })}
        </Link>
        <Link
          className={buttonTone.secondary}
          to={`/dashboard/activities?goalId=${encodeURIComponent(String(goal.id))}&type=rescue`}
        >
          {t('flows.rescue.toMovements')}
        </Link>
      </div>
    </section>
  );
}
