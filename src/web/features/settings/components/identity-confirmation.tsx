import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { TIdentityConfirmation } from '../../../../shared/contracts/data-rights';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PasswordConfirmForm } from './password-confirm-form';

interface IdentityConfirmationProps {
  hasPassword: boolean;
  passwordPrompt: string;
  /** Said to an account without a password (Google): it needs a sign-in of less than 5 minutes. */
  freshSignInPrompt: string;
  submitLabel: string;
  variant: 'primary' | 'danger';
  /** Resolves with the message to show, or null when done. */
  onConfirm: (body: TIdentityConfirmation) => Promise<string | null>;
  onCancel: () => void;
}

/** The password again, or for an account without one a confirmation that relies on a recent sign-in. */
export function IdentityConfirmation(props: IdentityConfirmationProps) {
  const { t } = useTranslation('dataRights');
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (props.hasPassword)
    return (
      <PasswordConfirmForm
        prompt={props.passwordPrompt}
        submitLabel={props.submitLabel}
        variant={props.variant}
        onConfirm={(password) => props.onConfirm({ password })}
        onCancel={props.onCancel}
      />
    );

  const handleConfirm = async () => {
    setIsBusy(true);
    const problem = await props.onConfirm({});
    setIsBusy(false);
    setMessage(problem);
  };
  return (
    <div className="space-y-3 rounded-md bg-slate-50 p-4">
      <p className="text-sm text-slate-800">{props.freshSignInPrompt}</p>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant={props.variant} disabled={isBusy} onClick={() => void handleConfirm()}>
          {isBusy && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {props.submitLabel}
        </Button>
        <Button variant="ghost" onClick={props.onCancel} disabled={isBusy}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
