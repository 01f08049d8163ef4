import type { Mailer } from '../integrations/mail/mailer.js';
import type { Job } from './scheduler.js';

/** Every 5 minutes, delivers again the mails an SMTP failure left behind. */
export function createMailRetryJob(mailer: Mailer): Job {
  return {
    name: 'mail-retry',
    lockKey: 4_842_017_302,
    intervalMs: 5 * 60_000,
    async run() {
      await mailer.retryFailedMail();
    },
  };
}
