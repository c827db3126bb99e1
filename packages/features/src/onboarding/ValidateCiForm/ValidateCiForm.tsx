import { zodResolver } from '@hookform/resolvers/zod';
import {
  cleanCardSerial,
  formatRut,
  isValidRut,
  productKeys,
  readFieldErrors,
  useApi,
} from '@portal/platform';
import { Button, buttonTone, Field } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import * as styles from '../../kit/form.css.ts';
import { onboardingQueries } from '../onboardingApi.ts';

/** The form's schema: a RUT whose check digit agrees, and a card number of the card's shape. */
export function validateCiSchema(message: (issue: 'rut' | 'serial') => string) {
  return z.object({
    rut: z.string().check(z.refine((value) => isValidRut(value), message('rut'))),
    serial: z.string().check(z.refine((value) => cleanCardSerial(value) !== null, message('serial'))),
  });
}

/**
 * The identity card check (docs/RULES.md#identity-card, /validateci): the client's RUT (módulo 11) and the card's
 * document number, checked here and by the server (which also knows whose RUT it is and whether the
 * card is blocked); its refusals land on their fields.
 */
export function ValidateCiForm() {
  const { t } = useTranslation('features');
  const api = useApi();
  const flows = useMemo(() => onboardingQueries(api), [api]);
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(validateCiSchema((issue) => t(`flows.validateCi.issues.${issue}`))),
    defaultValues: { rut: '', serial: '' },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const validate = useMutation({
    mutationFn: (values: { rut: string; serial: string }) =>
      flows.validateCard({
        rut: formatRut(values.rut),
        serial: cleanCardSerial(values.serial) ?? values.serial,
      }),
    // A task of the onboarding: its step may have moved.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productKeys.userStatus }),
    onError: async (error) => {
      const refused = (await readFieldErrors(error))?.errors;
      if (!refused) return;
      const fields = (['rut', 'serial'] as const).filter((field) => refused[field]);
      for (const [index, field] of fields.entries())
        form.setError(field, { message: refused[field] }, { shouldFocus: index === 0 });
    },
  });
  if (validate.data)
    return (
      <div className={styles.form}>
        <p role="status" data-testid="ci-validated" className={styles.note}>
          {t('flows.validateCi.done')}
        </p>
        <div className={styles.actions}>
          <Link className={buttonTone.primary} to="/dashboard">
            {t('flows.contract.toHome')}
          </Link>
        </div>
      </div>
    );
  const refusedByServer = validate.isError && !validate.isPending && !errors.rut && !errors.serial;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('flows.validateCi.form')}
      onSubmit={form.handleSubmit((values) => {
        if (!validate.isPending) validate.mutate(values);
      })}
    >
      <Field
        label={t('flows.validateCi.rut')}
        hint={t('flows.validateCi.rutHint')}
        error={errors.rut?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('rut', {
              onBlur: (event: { target: { value: string } }) => {
                if (isValidRut(event.target.value)) form.setValue('rut', formatRut(event.target.value));
              },
            })}
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        label={t('flows.validateCi.serial')}
        hint={t('flows.validateCi.serialHint')}
        error={errors.serial?.message}
      >
        {(control) => <input {...control} {...form.register('serial')} autoComplete="off" />}
      </Field>
      {refusedByServer ? (
        <p role="alert" className={styles.error}>
          {t('flows.validateCi.failed')}
        </p>
      ) : null}
      <Button type="submit" className={styles.submit} busy={validate.isPending}>
        {t(validate.isPending ? 'flows.validateCi.validating' : 'flows.validateCi.validate')}
      </Button>
    </form>
  );
}
