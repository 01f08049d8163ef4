import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoaderCircle } from 'lucide-react';

interface TotpQrCodeProps {
  totpUri: string;
}

type TQrState = { uri: string; src: string } | { uri: string; hasFailed: true };

/**
 * The otpauth:// URI as a QR code (an SVG drawn in the browser: the secret never goes to a third party).
 * The qrcode library is fetched only when someone enrols.
 */
export function TotpQrCode({ totpUri }: TotpQrCodeProps) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<TQrState | null>(null);

  useEffect(() => {
    let isCurrent = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(totpUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (svg) => {
          if (isCurrent)
            setState({ uri: totpUri, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
        },
        () => {
          if (isCurrent) setState({ uri: totpUri, hasFailed: true });
        },
      );
    return () => {
      isCurrent = false;
    };
  }, [totpUri]);

  if (state?.uri !== totpUri) {
    return (
      <div className="flex h-48 w-48 items-center justify-center rounded-md border border-slate-200 bg-white">
        <LoaderCircle className="h-6 w-6 animate-spin text-emerald-700" aria-hidden="true" />
        <span className="sr-only">{t('settings.twoFactor.qrLoading')}</span>
      </div>
    );
  }
  if ('hasFailed' in state) {
    return <p className="text-sm text-red-700">{t('settings.twoFactor.qrFailed')}</p>;
  }
  return (
    <img
      src={state.src}
      alt={t('settings.twoFactor.qrAlt')}
      width={192}
      height={192}
      className="h-48 w-48 rounded-md border border-slate-200 bg-white"
    />
  );
}
