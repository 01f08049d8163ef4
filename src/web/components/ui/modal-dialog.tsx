import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ModalDialogProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for forms and reports. */
  size?: 'sm' | 'lg';
}

/**
 * A native modal <dialog>: focus is trapped and Escape closes it (the browser does both); on phones it
 * takes the whole width.
 */
export function ModalDialog({ isOpen, title, onClose, children, size = 'sm' }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-1rem)] rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/50',
        size === 'lg' ? 'max-w-2xl' : 'max-w-md',
      )}
    >
      {isOpen && (
        <div className="max-h-[85vh] space-y-4 overflow-y-auto p-4 sm:p-6">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
