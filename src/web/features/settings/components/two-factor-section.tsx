import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { disableTwoFactor } from '../api/disable-two-factor';
import { enableTwoFactor } from '../api/enable-two-factor';
import { generateBackupCodes } from '../api/generate-backup-codes';
import { verifyTwoFactor } from '../api/verify-two-factor';
import { BackupCodesPanel } from './backup-codes-panel';
import { PasswordConfirmForm } from './password-confirm-form';
import { SettingsSection } from './settings-section';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type TTwoFactorStep =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'enable' | 'disable' | 'regenerate' }
  | { kind: 'enrol'; totpUri: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

/**
 * Two-factor authentication (TOTP): on with the password, a QR code, backup codes and a first code; off with
 * the password. Spec §6: an admin needs it for the admin rights.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('account');
  const { state, reload } = useSession();
  const [step, setStep] = useState<TTwoFactorStep>({ kind: 'idle' });
  const user = state.phase === 'signed-in' ? state.status.user : null;
  if (!user) return null;
  const isEnabled = user.twoFactorEnabled;

  const backToIdle = () => {
    setStep({ kind: 'idle' });
  };

  const handlePassword = async (purpose: 'enable' | 'disable' | 'regenerate', password: string) => {
    if (purpose === 'enable') {
      const result = await enableTwoFactor(password);
      if (!result.ok) return result.message;
      setStep({ kind: 'enrol', totpUri: result.data.totpURI, backupCodes: result.data.backupCodes });
      return null;
    }
    if (purpose === 'disable') {
      const result = await disableTwoFactor(password);
      if (!result.ok) return result.message;
      void toast.success(t('settings.twoFactor.disabled'));
      await reload();
      backToIdle();
      return null;
    }
    const result = await generateBackupCodes(password);
    if (!result.ok) return result.message;
    setStep({ kind: 'codes', backupCodes: result.data.backupCodes });
    return null;
  };

  const handleVerify = async (code: string) => {
    const result = await verifyTwoFactor(code);
    if (!result.ok) return result.message;
    void toast.success(t('settings.twoFactor.enabled'));
    // The server renewed the session with two-factor on: read it again (the admin flag may change too).
    await reload();
    backToIdle();
    return null;
  };

  return (
    <SettingsSection
      icon={ShieldCheck}
      title={t('settings.twoFactor.title')}
      description={t('settings.twoFactor.help')}
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        {isEnabled ? (
          <>
            <ShieldCheck className="h-5 w-5 text-emerald-700" aria-hidden="true" />
            <span className="text-emerald-800">{t('settings.twoFactor.statusOn')}</span>
          </>
        ) : (
          <>
            <ShieldOff className="h-5 w-5 text-slate-500" aria-hidden="true" />
            <span className="text-slate-800">{t('settings.twoFactor.statusOff')}</span>
          </>
        )}
      </p>

      {step.kind === 'idle' &&
        (isEnabled ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="secondary"
              onClick={() => {
                setStep({ kind: 'password', purpose: 'regenerate' });
              }}
            >
              {t('settings.twoFactor.regenerate')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setStep({ kind: 'password', purpose: 'disable' });
              }}
            >
              {t('settings.twoFactor.disable')}
            </Button>
          </div>
        ) : (
          <Button
            onClick={() => {
              setStep({ kind: 'password', purpose: 'enable' });
            }}
            className="w-full sm:w-auto"
          >
            {t('settings.twoFactor.enable')}
          </Button>
        ))}

      {step.kind === 'password' && (
        <PasswordConfirmForm
          prompt={t(`settings.twoFactor.passwordPrompt.${step.purpose}`)}
          submitLabel={t(`settings.twoFactor.passwordSubmit.${step.purpose}`)}
          variant={step.purpose === 'disable' ? 'danger' : 'primary'}
          onConfirm={(password) => handlePassword(step.purpose, password)}
          onCancel={backToIdle}
        />
      )}

      {step.kind === 'enrol' && (
        <TwoFactorEnrolment
          totpUri={step.totpUri}
          backupCodes={step.backupCodes}
          email={user.email}
          onVerify={handleVerify}
          onCancel={backToIdle}
        />
      )}

      {step.kind === 'codes' && (
        <div className="space-y-3 rounded-md border border-emerald-200 bg-emerald-50/40 p-4">
          <h3 className="text-base font-semibold text-slate-900">{t('settings.twoFactor.newCodesTitle')}</h3>
          <BackupCodesPanel codes={step.backupCodes} email={user.email} />
          <Button variant="secondary" onClick={backToIdle}>
            {t('settings.twoFactor.done')}
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
