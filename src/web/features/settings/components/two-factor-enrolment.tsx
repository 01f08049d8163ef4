import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { ZVerifyTotpRequest } from '../../../../shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { getTotpSecret, groupSecret } from '../lib/totp-uri';
import { BackupCodesPanel } from './backup-codes-panel';
import { TextField } from '../../../components/ui/text-field';
import { TotpQrCode } from './totp-qr-code';
import { useSingleFieldForm } from './use-single-field-form';
import { useValidationText } from './use-validation-text';

interface TwoFactorEnrolmentProps {
  totpUri: string;
  backupCodes: readonly string[];
  email: string;
  /** Resolves with the message to show under the code, or null once two-factor is on. */
  onVerify: (code: string) => Promise<string | null>;
  onCancel: () => void;
}

/** Enrolment: scan the QR code (or type the key), keep the backup codes, then prove it with a first code. */
export function TwoFactorEnrolment({
  totpUri,
  backupCodes,
  email,
  onVerify,
  onCancel,
}: TwoFactorEnrolmentProps) {
  const { t } = useTranslation('account');
  const getValidationText = useValidationText();
  const {
    value: code,
    error,
    isBusy,
    inputRef: codeRef,
    handleSubmit,
    handleValueChange,
  } = useSingleFieldForm({
    schema: ZVerifyTotpRequest,
    toBody: (code) => ({ code }),
    send: (body) => onVerify(body.code),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeId = useId();
  const secret = getTotpSecret(totpUri);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="space-y-6 rounded-md border border-emerald-200 bg-emerald-50/40 p-4">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 focus:outline-none"
      >
        {t('settings.twoFactor.enrolTitle')}
      </h3>

      <div className="space-y-3">
        <p className="text-sm text-slate-800">{t('settings.twoFactor.scanStep')}</p>
        <TotpQrCode totpUri={totpUri} />
        {secret && (
          <div className="space-y-1">
            <p className="text-sm text-slate-800">{t('settings.twoFactor.manualStep')}</p>
            <p>
              <code className="rounded bg-white px-2 py-1 font-mono text-sm break-all text-slate-900 select-all">
                {groupSecret(secret)}
              </code>
            </p>
          </div>
        )}
      </div>

      <div className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-900">{t('settings.twoFactor.backupTitle')}</h4>
        <BackupCodesPanel codes={backupCodes} email={email} />
      </div>

      <form noValidate onSubmit={handleSubmit} aria-busy={isBusy} className="space-y-3">
        <TextField
          inputRef={codeRef}
          id={codeId}
          name="code"
          label={t('settings.twoFactor.code')}
          hint={t('settings.twoFactor.codeHint')}
          value={code}
          onChange={(event) => {
            handleValueChange(event.target.value);
          }}
          error={getValidationText(error)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          isRequired
          className="max-w-xs"
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={isBusy}>
            {isBusy ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            )}
            {t('settings.twoFactor.verify')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={isBusy}>
            {t('settings.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
