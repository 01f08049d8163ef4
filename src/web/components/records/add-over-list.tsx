import type { ReactNode } from 'react';
import { ModalDialog } from '../ui/modal-dialog';

export interface AddOverListProps {
  /** The module's list page, shown under the dialog. */
  list: ReactNode;
  title: string;
  /** One line under the title, when the form needs it. */
  lead?: string;
  /** Back to the list (Escape, "Annuler", after the save). */
  onClose: () => void;
  /** The form. */
  children: ReactNode;
}

/**
 * An add page (/dashboard/stock/add…) as every module shows its forms: the form in a dialog over the list,
 * as editing does and as the modules without an add page do.
 */
export function AddOverList({ list, title, lead, onClose, children }: AddOverListProps) {
  return (
    <>
      {list}
      <ModalDialog isOpen title={title} onClose={onClose} size="lg">
        {lead && <p className="text-sm text-slate-700">{lead}</p>}
        {children}
      </ModalDialog>
    </>
  );
}
