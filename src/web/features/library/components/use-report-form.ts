import { useState, type SubmitEvent } from 'react';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { toast } from '../../../lib/toast';
import type { TReportGeneration } from '../api/library';

interface ReportFormTexts<TPeriod> {
  offline: string;
  failed: string;
  done: (period: TPeriod) => string;
}

/**
 * What the library's report forms (the monthly report, the RED II dossier) share: offline, the form says the
 * network is needed; online, it sends the period, toasts the document made, or shows the server's refusal (the
 * period field's message, else the error's) under the form.
 */
export function useReportForm<TPeriod>(
  generation: TReportGeneration<TPeriod>,
  field: 'month' | 'year',
  texts: ReportFormTexts<TPeriod>,
) {
  const { isOnline } = useOfflineStatus();
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>, period: TPeriod) => {
    event.preventDefault();
    if (!isOnline) {
      setMessage(texts.offline);
      return;
    }
    setMessage(null);
    generation.mutate(period, {
      onSuccess: (result) => {
        if (result.ok) void toast.success(texts.done(period));
        else setMessage(result.fields[field] ?? result.message);
      },
      onError: () => {
        setMessage(texts.failed);
      },
    });
  };

  return {
    isOnline,
    isPending: generation.isPending,
    message,
    clearMessage: () => {
      setMessage(null);
    },
    submit,
  };
}
