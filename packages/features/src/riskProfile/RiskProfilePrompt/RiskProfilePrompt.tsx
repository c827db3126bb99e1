import { Button, Dialog, MessageDialog } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useRiskProfilePrompt } from '../useRiskProfilePrompt.ts';

/**
 * The risk-profile prompt (docs/RULES.md#risk-profile-prompt, #error-texts): "Hola" plus the preferred name, the profile to confirm,
 * "Aceptar" and "Rechazar"; then "Excelente!" or "Gracias por tu respuesta".
 */
export function RiskProfilePrompt({ storage }: { storage?: Pick<Storage, 'getItem' | 'setItem'> }) {
  const { t } = useTranslation('riskProfile');
  const prompt = useRiskProfilePrompt(storage);
  const amendment = prompt.amendment;
  const name = amendment?.user.preferedName ?? '';

  return (
    <>
      {/* Tells tests (and dev tools) that the decision is made: a prompt can no longer appear late. */}
      <span hidden data-risk-profile-check={prompt.checked ? 'done' : 'pending'} />
      <Dialog
        open={amendment !== null}
        alert
        closable={false}
        onOpenChange={(open) => {
          if (!open) prompt.dismiss();
        }}
        title={t('title', { name })}
        description={t('text', { profile: amendment?.riskProfile.title ?? '' })}
        actions={
          <>
            <Button tone="secondary" disabled={prompt.answering} onClick={() => prompt.answer(false)}>
              {t('reject')}
            </Button>
            <Button disabled={prompt.answering} onClick={() => prompt.answer(true)}>
              {t('accept')}
            </Button>
          </>
        }
      />
      <MessageDialog
        open={prompt.outcome === 'accepted'}
        onClose={prompt.closeOutcome}
        title={t('acceptedTitle')}
        text={t('acceptedText')}
      />
      <MessageDialog
        open={prompt.outcome === 'rejected'}
        onClose={prompt.closeOutcome}
        title={t('rejectedTitle')}
        text={t('rejectedText')}
      />
    </>
  );
}
