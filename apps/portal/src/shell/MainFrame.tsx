import { StartupNotice, useStartupData } from '@portal/features/StartupNotice';
import { isForbidden, useApi } from '@portal/platform';
import { DataState, mainContentId } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnterAsBanner } from './EnterAsBanner.tsx';
import * as styles from './MainFrame.css.ts';
import { PageAnnouncer } from './PageAnnouncer.tsx';
import { PortalLayout } from './PortalLayout.tsx';

// The prompt and its dialogs load only for a client with an amendment to confirm (most have none).
const RiskProfilePrompt = lazy(() =>
  import('@portal/features/RiskProfilePrompt').then((m) => ({ default: m.RiskProfilePrompt })),
);

/**
 * The main layout (docs/RULES.md#main-layout "bp"): before its pages show, the client's data and status arrive, so the
 * risk-profile check has run (its prompt shows over the page when it applies). A failed read says so
 * in Spanish and offers to try again; the menu and header stay usable.
 */
export function MainFrame({ environment, children }: { environment: string; children: ReactNode }) {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());
  const status = useQuery(queries.userStatus());
  const failed = [user, status].filter((query) => query.isError && query.data === undefined);
  const ready = user.data !== undefined && status.data !== undefined;
  const forbidden = failed.some((query) => isForbidden(query.error));
  // docs/RULES.md#product-calls: navigation, messages, notifications, chats and shortcuts load together at start.
  const startup = useStartupData();
  // Mounted once an amendment shows up, and kept: after an answer the status no longer has one,
  // and the prompt still has its message to show.
  const [promptMounted, setPromptMounted] = useState(false);
  if (!promptMounted && status.data?.riskProfileAmendment) setPromptMounted(true);
  return (
    <PortalLayout environment={environment}>
      <PageAnnouncer site={t('brand')} />
      <EnterAsBanner />
      <StartupNotice
        failed={startup.failed}
        // Said once the client's own data is here: when that is refused too (an entered account
        // that is not theirs), the refusal below and the banner say so for everything.
        refused={ready ? startup.refused : []}
        onRetry={startup.retry}
      />
      {ready ? (
        children
      ) : (
        <main id={mainContentId} className={styles.pending} aria-busy={failed.length === 0}>
          <DataState
            state={failed.length > 0 ? 'error' : 'loading'}
            loadingText={t('dashboard.loading')}
            errorText={t(forbidden ? 'dashboard.forbidden' : 'dashboard.errorText')}
            // A refusal (403) does not go away by asking again: the enter-as banner offers the way back.
            onRetry={
              forbidden
                ? undefined
                : () => {
                    for (const query of failed) void query.refetch();
                  }
            }
            retryLabel={t('dashboard.retry')}
          />
        </main>
      )}
      {/* Where the start-up calls stand (loading, partial, ready): what tests wait for before they
          say a notice is absent. */}
      <span hidden data-startup={startup.status} />
      {promptMounted ? (
        <Suspense fallback={null}>
          <RiskProfilePrompt />
        </Suspense>
      ) : (
        // The same mark the prompt leaves: the user and status are here and nothing is to confirm.
        <span hidden data-risk-profile-check={ready ? 'done' : 'pending'} />
      )}
    </PortalLayout>
  );
}

// The layout's own calls come with its chunk (routing/prefetchPageData.ts reads them from it).
export { prefetchFrameData } from './prefetchFrameData.ts';
