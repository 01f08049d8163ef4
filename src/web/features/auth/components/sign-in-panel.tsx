import { useCallback, useEffect, useRef, useState } from 'react';
import { SecondFactorForm } from './second-factor-form';
import { SignInForm } from './sign-in-form';

interface SignInPanelProps {
  onSignedIn: () => void;
}

/**
 * The sign-in tab: e-mail and password, then the second factor when the account has one. The password form
 * stays mounted (hidden) during the second step so going back keeps the e-mail typed.
 */
export function SignInPanel({ onSignedIn }: SignInPanelProps) {
  const [step, setStep] = useState<'password' | 'second-factor'>('password');
  const [notice, setNotice] = useState<string | null>(null);
  // Counts the returns from the second step: each one puts the focus back on the password.
  const [returnCount, setReturnCount] = useState(0);
  const passwordStepRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (returnCount === 0) return;
    passwordStepRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
  }, [returnCount]);

  const clearNotice = useCallback(() => {
    setNotice(null);
  }, []);
  const showSecondFactor = useCallback(() => {
    setNotice(null);
    setStep('second-factor');
  }, []);
  const returnToPassword = useCallback((message: string | null) => {
    setNotice(message);
    setStep('password');
    setReturnCount((count) => count + 1);
  }, []);
  const restart = useCallback(
    (message: string) => {
      returnToPassword(message);
    },
    [returnToPassword],
  );
  const cancelSecondFactor = useCallback(() => {
    returnToPassword(null);
  }, [returnToPassword]);

  return (
    <>
      <div ref={passwordStepRef} hidden={step !== 'password'}>
        <SignInForm
          onSignedIn={onSignedIn}
          onSecondFactor={showSecondFactor}
          onAttempt={clearNotice}
          notice={notice}
        />
      </div>
      {step === 'second-factor' && (
        <SecondFactorForm onSignedIn={onSignedIn} onRestart={restart} onCancel={cancelSecondFactor} />
      )}
    </>
  );
}
