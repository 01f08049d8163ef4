import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { sendVerificationEmail } from '../api/send-verification-email';

/** Sends the verification e-mail again and says how it went with a toast. */
export function useResendVerificationEmail(email: string) {
  const { t } = useTranslation('auth');
  const [isSending, setIsSending] = useState(false);

  const resend = async () => {
    setIsSending(true);
    try {
      const result = await sendVerificationEmail(email);
      if (result.ok) void toast.success(t('emailVerification.sentToast', { email }));
      else void toast.error(t('emailVerification.errorToast', { message: result.message }));
    } finally {
      setIsSending(false);
    }
  };

  const handleResend = () => {
    if (isSending) return;
    void resend();
  };

  return { isSending, handleResend };
}
