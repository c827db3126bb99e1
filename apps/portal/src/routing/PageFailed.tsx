import { Button, Heading, Inline, Stack, Text } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** What a page that failed to draw shows, inside its layout: what happened, a retry and a way back. */
export default function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack as="section" gap="md" role="alert" aria-labelledby="page-failed-title" data-testid="page-failed">
      <Heading level={1} size="xl" id="page-failed-title" focusTarget ref={heading}>
        {t('frame.failed.title')}
      </Heading>
      <Text>{t('frame.failed.text')}</Text>
      <Inline gap="sm">
        <Button onClick={onRetry}>{t('frame.failed.retry')}</Button>
        <Button tone="secondary" onClick={() => navigate(-1)}>
          {t('frame.failed.back')}
        </Button>
        <Button tone="ghost" onClick={() => navigate('/dashboard')}>
          {t('frame.failed.home')}
        </Button>
      </Inline>
    </Stack>
  );
}
