import { fetchJson, formatDateTime, useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as z from 'zod/mini';

const outboxSchema = z.object({
  mails: z.array(z.object({ to: z.string(), sentAt: z.string(), token: z.string() })),
});

/**
 * Demo builds only: no mail leaves the demo, so the mail the mock backend "sent" shows here, with
 * the link a client would click in it. Loaded lazily and only when VITE_DEMO is on.
 */
/** The demo outbox's query key: the demo's own, outside every product domain. */
const demoOutboxKeys = { of: (email: string) => ['demo', 'outbox', email] as const };

export default function DemoOutbox({ email }: { email: string }) {
  const { t } = useTranslation('app');
  const { apiBase, http } = useApi();
  const outbox = useQuery({
    queryKey: demoOutboxKeys.of(email),
    queryFn: ({ signal }) =>
      fetchJson(`${apiBase}api/demo/outbox?to=${encodeURIComponent(email)}`, outboxSchema, { signal }, http),
    // A resend changes the link: the outbox follows.
    refetchInterval: 2000,
  });
  const mail = outbox.data?.mails[0];
  if (!mail) return null;
  return (
    <Card title={t('demo.outbox.title')} id="demo-outbox">
      <p>{t('demo.outbox.lead', { to: mail.to, sentAt: formatDateTime(mail.sentAt) })}</p>
      <p>
        <Link to={`/confirmation?token=${encodeURIComponent(mail.token)}`}>{t('demo.outbox.link')}</Link>
      </p>
    </Card>
  );
}
