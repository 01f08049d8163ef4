import { MessageSquareText, Phone } from 'lucide-react';
import type { TEmergencySettings } from '../../../../shared/contracts/emergency';
import { EMERGENCY_NUMBERS } from '../../../../shared/domain/emergency/emergency-alerts';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * The numbers to call first, as large links a gloved finger can hit (tel: and sms:), then the plant's
 * inspectorate and the site access the operator wrote down. Printed with the procedures.
 */
export function EmergencyNumbers({ settings }: { settings: TEmergencySettings | undefined }) {
  const { t } = useTranslation('emergency');
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('numbers.title')}</h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {EMERGENCY_NUMBERS.map(({ number, service }) => (
          <li key={number}>
            <a
              href={service === 'sms' ? `sms:${number}` : `tel:${number}`}
              className="flex min-h-16 items-center gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              {service === 'sms' ? (
                <MessageSquareText className="h-6 w-6 shrink-0" aria-hidden="true" />
              ) : (
                <Phone className="h-6 w-6 shrink-0" aria-hidden="true" />
              )}
              <span>
                <span className="block text-2xl font-bold leading-none">{number}</span>
                <span className="text-sm">{t(`numbers.${service}`)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className="space-y-1 text-sm text-slate-800">
        <p className="font-semibold">{t('numbers.inspectorate')}</p>
        {settings?.inspectorateName || settings?.inspectoratePhone || settings?.inspectorateEmail ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {settings.inspectorateName && <span>{settings.inspectorateName}</span>}
            {settings.inspectoratePhone && (
              <a
                className="font-medium text-emerald-800 underline"
                href={`tel:${settings.inspectoratePhone}`}
              >
                {settings.inspectoratePhone}
              </a>
            )}
            {settings.inspectorateEmail && (
              <a
                className="font-medium text-emerald-800 underline"
                href={`mailto:${settings.inspectorateEmail}`}
              >
                {settings.inspectorateEmail}
              </a>
            )}
          </p>
        ) : (
          <p className="text-amber-900">{t('numbers.inspectorateMissing')}</p>
        )}
        <p className="text-slate-600">{t('numbers.inspectorateHint')}</p>
        {settings?.siteAccess && (
          <>
            <p className="pt-2 font-semibold">{t('numbers.siteAccess')}</p>
            <p className="whitespace-pre-line">{settings.siteAccess}</p>
          </>
        )}
      </div>
    </Card>
  );
}
