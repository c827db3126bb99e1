import {
  type CompanyApplication,
  type CompanyDocumentKind,
  companyDocumentIssue,
  companyDocumentKinds,
  companyDocumentTypes,
  nextCompanyStep,
  readFieldErrors,
} from '@portal/platform';
import { Button, FileField, Stack, Text } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyApplicationKey } from '../companyApplicationApi.ts';
import { fileSize } from '../fileSize.ts';

/**
 * Step 4 (/entity/onboarding/documentos): the deed of incorporation and the representative's
 * powers, each uploaded as soon as it is chosen (a PDF or a photo up to 10 MB, checked here and by
 * the server: a wrong file is said on its field and replaces nothing), then the application sent.
 */
export function CompanyDocumentsForm({
  application,
  upload,
  submit,
}: {
  application: CompanyApplication;
  upload: (kind: CompanyDocumentKind, file: File) => Promise<CompanyApplication>;
  submit: () => Promise<CompanyApplication>;
}) {
  const { t } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const [fileErrors, setFileErrors] = useState<Partial<Record<CompanyDocumentKind, string>>>({});
  const [missing, setMissing] = useState(false);
  const inputs = useRef<Partial<Record<CompanyDocumentKind, HTMLInputElement | null>>>({});
  const saved = (next: CompanyApplication) => queryClient.setQueryData(companyApplicationKey, next);
  const send = useMutation({
    mutationFn: ({ kind, file }: { kind: CompanyDocumentKind; file: File }) => upload(kind, file),
    onSuccess: (next, { kind }) => {
      saved(next);
      setFileErrors((errors) => ({ ...errors, [kind]: undefined }));
      setMissing(false);
    },
    onError: async (error, { kind }) => {
      const refused = (await readFieldErrors(error))?.errors.file;
      setFileErrors((errors) => ({
        ...errors,
        [kind]: refused ?? t('companyApplication.documents.uploadFailed'),
      }));
      inputs.current[kind]?.focus();
    },
  });
  const finish = useMutation({ mutationFn: submit, onSuccess: saved });
  // A second click lands before React draws the busy button: this says at once that one is on its way.
  const sending = useRef(false);
  const choose = (kind: CompanyDocumentKind, file: File | undefined) => {
    if (!file) return;
    const issue = companyDocumentIssue(file);
    if (issue) {
      setFileErrors((errors) => ({ ...errors, [kind]: t(`companyApplication.issues.file.${issue}`) }));
      return;
    }
    send.mutate({ kind, file });
  };
  const complete = nextCompanyStep(application) === null;
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('companyApplication.documents.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (sending.current || send.isPending) return;
        if (!complete) {
          setMissing(true);
          const first = companyDocumentKinds.find((kind) => !application.documents[kind]);
          if (first) inputs.current[first]?.focus();
          return;
        }
        sending.current = true;
        finish.mutate(undefined, {
          // Sent for review, it stays sent (a double click's second click may land after the answer).
          onError: () => {
            sending.current = false;
          },
        });
      }}
    >
      {companyDocumentKinds.map((kind) => {
        const uploaded = application.documents[kind];
        const uploading = send.isPending && send.variables?.kind === kind;
        const error =
          fileErrors[kind] ?? (missing && !uploaded ? t('companyApplication.documents.missing') : undefined);
        return (
          <FileField
            key={kind}
            label={t(`companyApplication.documents.${kind}`)}
            hint={
              uploading
                ? t('companyApplication.documents.uploading')
                : uploaded
                  ? t('companyApplication.documents.uploaded', {
                      name: uploaded.name,
                      size: fileSize(uploaded.size),
                    })
                  : t('companyApplication.documents.hint')
            }
            error={error}
            pickLabel={t(
              uploaded ? 'companyApplication.documents.replace' : 'companyApplication.documents.choose',
            )}
            ref={(input) => {
              inputs.current[kind] = input;
            }}
            accept={companyDocumentTypes.join(',')}
            data-testid={`document-${kind}`}
            onChange={(event) => {
              choose(kind, event.target.files?.[0]);
              // The same file may be chosen again after a failure.
              event.target.value = '';
            }}
          />
        );
      })}
      {finish.isError && !finish.isPending ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('companyApplication.documents.submitFailed')}
        </Text>
      ) : null}
      <Button type="submit" phoneWide busy={finish.isPending || send.isPending}>
        {t(finish.isPending ? 'companyApplication.documents.sending' : 'companyApplication.documents.send')}
      </Button>
    </Stack>
  );
}
