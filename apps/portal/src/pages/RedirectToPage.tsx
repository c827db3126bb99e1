import { Button, Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HomeLink } from './ActionLink.tsx';

/**
 * The fallback of docs/RULES.md#route-table: an unknown path lands here, told which one. It says the page does not
 * exist and offers the way home (and back, when there is a page to go back to).
 */
export default function RedirectToPage() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from');
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Page
      width="narrow"
      title={t('pages.redirectTo.title')}
      lead={from ? t('pages.redirectTo.leadWithPath', { path: from }) : t('pages.redirectTo.lead')}
      actions={
        <>
          <HomeLink tone="primary" />
          {canGoBack ? (
            <Button tone="secondary" onClick={() => navigate(-1)}>
              {t('pages.common.back')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
