import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TSecurityDemo } from '../../../../shared/contracts/secure-logs';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { MonitoringTabs } from '../../../components/monitoring/monitoring-tabs';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { securityDemoQuery } from '../api/secure-logs-api';
import { ChainResult } from '../components/chain-result';
import { formatInstant } from '../components/format-instant';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[14rem_1fr] sm:gap-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-all text-slate-900">{children}</dd>
    </div>
  );
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <Card className="h-full space-y-3 p-4">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {intro && <p className="text-sm text-slate-700">{intro}</p>}
        {children}
      </Card>
    </section>
  );
}

function SessionFacts({ session }: { session: NonNullable<TSecurityDemo['session']> }) {
  const { t, i18n } = useTranslation('secureLogs');
  const yesNo = (value: boolean) => t(value ? 'demo.session.yes' : 'demo.session.no');
  return (
    <dl className="space-y-2">
      <Fact label={t('demo.session.createdAt')}>{formatInstant(session.createdAt, i18n.language)}</Fact>
      <Fact label={t('demo.session.expiresAt')}>{formatInstant(session.expiresAt, i18n.language)}</Fact>
      <Fact label={t('demo.session.absoluteExpiresAt')}>
        {formatInstant(session.absoluteExpiresAt, i18n.language)}
      </Fact>
      <Fact label={t('demo.session.twoFactor')}>
        {t(session.isTwoFactorEnabled ? 'demo.session.twoFactorOn' : 'demo.session.twoFactorOff')}
      </Fact>
      <Fact label={t('demo.session.cookieName')}>
        <code>{session.cookie.name}</code>
      </Fact>
      <Fact label={t('demo.session.httpOnly')}>{yesNo(session.cookie.httpOnly)}</Fact>
      <Fact label={t('demo.session.secure')}>{yesNo(session.cookie.secure)}</Fact>
      <Fact label={t('demo.session.sameSite')}>{session.cookie.sameSite}</Fact>
    </dl>
  );
}

/**
 * /dashboard/security-demo (issue 20 point 4), open to every signed-in user: what protects their data, live on
 * this request: the security headers the answer carried, an encryption round trip, the chain's verification and
 * the session's facts. Never a secret, a key or the session token.
 */
export default function SecurityDemoPage() {
  const { t } = useTranslation(['secureLogs', 'monitoring']);
  const demo = useQuery(securityDemoQuery());
  const data = demo.data;
  return (
    <RecordsPageLayout>
      <MonitoringTabs current="security-demo" />
      <RecordsPageHeader
        title={t('demo.title')}
        subtitle={t('demo.intro')}
        action={
          <Button variant="secondary" disabled={demo.isFetching} onClick={() => void demo.refetch()}>
            {t('demo.refresh')}
          </Button>
        }
      />
      {data === undefined ? (
        <LoadStateNotice
          state={demo.isError ? { kind: 'error', message: demo.error.message } : { kind: 'loading' }}
          loadingText={t('demo.title')}
          failedText={t('demo.title')}
          onRetry={() => void demo.refetch()}
          size="md"
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <Section id="demo-headers" title={t('demo.headers.title')} intro={t('demo.headers.intro')}>
            <dl className="space-y-2">
              {data.headers.map((header) => (
                <Fact key={header.name} label={header.name}>
                  <code className="text-xs">{header.value}</code>
                </Fact>
              ))}
            </dl>
          </Section>
          <Section id="demo-encryption" title={t('demo.encryption.title')} intro={t('demo.encryption.intro')}>
            <dl className="space-y-2">
              <Fact label={t('demo.encryption.algorithm')}>{data.encryption.algorithm}</Fact>
              <Fact label={t('demo.encryption.keyId')}>{data.encryption.keyId}</Fact>
              <Fact label={t('demo.encryption.plaintext')}>
                <code>{data.encryption.plaintext}</code>
              </Fact>
              <Fact label={t('demo.encryption.ciphertext')}>
                <code className="text-xs">{data.encryption.ciphertext}</code>
              </Fact>
              <Fact label={t('demo.encryption.decrypted')}>
                <code>{data.encryption.decrypted}</code>
              </Fact>
            </dl>
            <p
              role="status"
              className={
                data.encryption.isRefusedOnOtherRow ? 'text-sm text-emerald-800' : 'text-sm text-red-700'
              }
            >
              {t(
                data.encryption.isRefusedOnOtherRow
                  ? 'demo.encryption.otherRowRefused'
                  : 'demo.encryption.otherRowAccepted',
              )}
            </p>
          </Section>
          <Section id="demo-chain" title={t('demo.chain.title')}>
            <ChainResult result={data.chain} />
          </Section>
          <Section id="demo-session" title={t('demo.session.title')}>
            {data.session ? <SessionFacts session={data.session} /> : <p>{t('demo.session.none')}</p>}
          </Section>
        </div>
      )}
    </RecordsPageLayout>
  );
}
