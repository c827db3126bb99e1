import {
  type CompanyApplication,
  type CompanyStep,
  formatDateLong,
  nextCompanyStep,
  useApi,
} from '@portal/platform';
import { Inline, Note, Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { QueriesState } from '../../kit/QueryState.tsx';
import { useWriteKey } from '../../stepFlow/useWriteKey.ts';
import { type companyApplicationQueries, useCompanyApplicationQueries } from '../companyApplicationApi.ts';
import { CompanyDataForm } from './CompanyDataForm.tsx';
import { CompanyDocumentsForm } from './CompanyDocumentsForm.tsx';
import { CompanyNewForm } from './CompanyNewForm.tsx';
import { CompanyRepresentativeForm } from './CompanyRepresentativeForm.tsx';

/** The application's steps in order: /entity/new, then /entity/onboarding/{step}. */
export const companyApplicationSteps = ['new', 'datos', 'representante', 'documentos'] as const;
export type CompanyApplicationStepId = (typeof companyApplicationSteps)[number];

/** Where a step lives. */
export function companyStepPath(step: CompanyApplicationStepId): string {
  return step === 'new' ? '/entity/new' : `/entity/onboarding/${step}`;
}

/**
 * One step of investing as a company (docs/RULES.md#company-application). The server keeps what each step saved, so a reload
 * or another device goes on where the client was; a step whose earlier steps are not done says
 * which one comes first; once sent, every step shows the application in review.
 */
export function CompanyApplicationStep({
  step,
  onNext,
}: {
  step: CompanyApplicationStepId;
  /** The step saved: go to this one. */
  onNext: (next: CompanyStep) => void;
}) {
  const { t } = useTranslation('onboarding');
  const api = useApi();
  const queries = useCompanyApplicationQueries();
  const application = useQuery(queries.application());
  const user = useQuery(api.queries.currentUser());
  const ready = application.isSuccess && user.isSuccess;
  return (
    <QueriesState
      queries={[application, user]}
      loadingText={t('companyApplication.loading')}
      errorText={t('companyApplication.error')}
    >
      {ready && user.data.userType === 'entity' ? (
        <Note as="p" role="status" data-testid="company-as-company">
          {t('companyApplication.asCompany')}
        </Note>
      ) : ready ? (
        <Step
          step={step}
          application={application.data}
          email={user.data.email ?? ''}
          queries={queries}
          onNext={onNext}
        />
      ) : null}
    </QueriesState>
  );
}

function Step({
  step,
  application,
  email,
  queries,
  onNext,
}: {
  step: CompanyApplicationStepId;
  application: CompanyApplication | null;
  email: string;
  queries: ReturnType<typeof companyApplicationQueries>;
  onNext: (next: CompanyStep) => void;
}) {
  // Starting the application and sending it for review create something: each has the key of its
  // content (docs/RULES.md#idempotency-and-field-errors), kept in the tab.
  const writeKey = useWriteKey('company-application');
  if (application?.status === 'in-review') return <InReview application={application} />;
  const due = nextCompanyStep(application) ?? 'documentos';
  if (companyApplicationSteps.indexOf(step) > companyApplicationSteps.indexOf(due))
    return <NotYet due={due} />;
  if (step === 'new' || !application)
    return (
      <CompanyNewForm
        application={application}
        save={(company) => queries.saveCompany(company, writeKey.keyFor({ write: 'company', ...company }))}
        onSaved={() => onNext('datos')}
      />
    );
  if (step === 'datos')
    return (
      <CompanyDataForm
        application={application}
        save={queries.saveData}
        onSaved={() => onNext('representante')}
      />
    );
  if (step === 'representante')
    return (
      <CompanyRepresentativeForm
        application={application}
        email={email}
        save={queries.saveRepresentative}
        onSaved={() => onNext('documentos')}
      />
    );
  return (
    <CompanyDocumentsForm
      application={application}
      upload={queries.uploadDocument}
      submit={() => queries.submit(writeKey.keyFor({ write: 'submission', company: application.id }))}
    />
  );
}

/** A step opened before the ones it needs: which comes first, and the way there. */
function NotYet({ due }: { due: CompanyApplicationStepId }) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="lg">
      <Note as="p" role="status" data-testid="company-not-yet">
        {t('companyApplication.notYet', { step: t(`companyApplication.steps.${due}`) })}
      </Note>
      <Inline>
        <ButtonLink to={companyStepPath(due)}>
          {t('companyApplication.toStep', { step: t(`companyApplication.steps.${due}`) })}
        </ButtonLink>
      </Inline>
    </Stack>
  );
}

/** Sent: what happens next, and the way to the company's page. */
export function InReview({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="lg">
      <Note as="p" role="status" data-testid="company-in-review">
        {t('companyApplication.inReview', {
          name: application.company.legalName,
          date: application.submittedAt ? formatDateLong(application.submittedAt) : '',
        })}
      </Note>
      <Inline>
        <ButtonLink to="/entity">{t('companyApplication.toEntity')}</ButtonLink>
      </Inline>
    </Stack>
  );
}
