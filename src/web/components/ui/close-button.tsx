import { X } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';

interface CloseButtonProps {
  /** What it closes, read by screen readers ("Fermer la recherche"). */
  label: string;
  onClick: () => void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The square × button of panels, drawers and dialogs (40 px: big enough for a gloved thumb). */
export function CloseButton({ label, onClick, className, ref }: CloseButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      className={cn(
        'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
        className,
      )}
    >
      <X className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
