import { useState } from 'react';
import type { TApiResult } from '../api-client';
import type { RecordTarget } from './records-endpoint';
import { toast } from '../toast';

interface DeleteMutation {
  mutateAsync: (target: RecordTarget) => Promise<TApiResult<null>>;
  isPending: boolean;
}

/** The record waiting for the delete confirmation, and the delete itself with its toasts. */
export function useRecordDelete<TRecord extends RecordTarget>(
  remove: DeleteMutation,
  texts: { deleted: string; failed: string },
) {
  const [deleting, setDeleting] = useState<TRecord | null>(null);

  const handleConfirm = async () => {
    if (!deleting) return;
    const result = await remove.mutateAsync(deleting);
    if (result.ok) {
      void toast.success(texts.deleted);
      setDeleting(null);
    } else {
      void toast.error(texts.failed, { description: result.message });
    }
  };

  return {
    deleting,
    isDeleting: remove.isPending,
    handleAsk: setDeleting,
    handleCancel: () => {
      setDeleting(null);
    },
    handleConfirm,
  };
}
