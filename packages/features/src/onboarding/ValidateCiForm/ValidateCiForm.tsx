import { zodResolver } from '@hookform/resolvers/zod';
import { cleanCardSerial, formatRut, isValidRut, productKeys } from '@portal/platform';
import { Button, ErrorSummary, Inline, Note, Stack, Text, TextField } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { bindFields } from '../../kit/bindFields.ts';
import { tidyRut } from '../../kit/registerTidied.ts';
import { failedWithoutField, showRefusedFields, submitOnce, useErrorSummary } from '../../kit/serverForm.ts';
import { useOnboardingQueries } from '../onboardingApi.ts';
import { useRegistration } from '../useRegistration.ts';

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
 * card is blocked); its refusals land on their fields. A client whose card is validated already (their
 * registration is past step 1) is told so, and may enter a renewed card.
 */
const cardFields = ['rut', 'serial'] as const;

export function ValidateCiForm() {
  const { t } = useTranslation('onboarding');
  const flows = useOnboardingQueries();
  const queryClient = useQueryClient();
  // Past step 1, the card is validated.
  const alreadyValidated = (useRegistration()?.position ?? 0) > 0;
  const form = useForm({
    resolver: zodResolver(validateCiSchema((issue) => t(`validateCi.issues.${issue}`))),
    defaultValues: { rut: '', serial: '' },
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const field = bindFields(form, (name) => t(`validateCi.${name}`), 'cedula');
  const summary = useErrorSummary(form, cardFields, 'cedula');
  const validate = useMutation({
    mutationFn: (values: { rut: string; serial: string }) =>
      flows.validateCard({
        rut: formatRut(values.rut),
        serial: cleanCardSerial(values.serial) ?? values.serial,
      }),
    // A task of the onboarding: its step may have moved.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productKeys.userStatus }),
    onError: (error) => showRefusedFields(error, cardFields, form, summary),
  });
  if (validate.data)
    return (
      <Stack gap="lg">
        <Note as="p" role="status" data-testid="ci-validated">
          {t('validateCi.done')}
        </Note>
        <Inline>
          <ButtonLink to="/dashboard">{t('contract.toHome')}</ButtonLink>
        </Inline>
      </Stack>
    );
  const refusedByServer = failedWithoutField(validate, errors);
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('validateCi.form')}
      onSubmit={submitOnce(form, cardFields, validate, summary)}
    >
      {alreadyValidated ? (
        <Note as="p" data-testid="ci-already-validated">
          {t('validateCi.already')}
        </Note>
      ) : null}
      <ErrorSummary {...summary.summary} />
      <TextField {...field('rut', { tidy: tidyRut })} hint={t('validateCi.rutHint')} autoComplete="off" />
      <TextField {...field('serial')} hint={t('validateCi.serialHint')} autoComplete="off" />
      {refusedByServer ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('validateCi.failed')}
        </Text>
      ) : null}
      <Button type="submit" phoneWide busy={validate.isPending}>
        {t(validate.isPending ? 'validateCi.validating' : 'validateCi.validate')}
      </Button>
    </Stack>
  );
}
