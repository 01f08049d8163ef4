import { CircleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface FormAlertProps {
  message: string;
  className?: string;
}

/** A failure of the whole form (wrong password, too many attempts, server unreachable), announced at once. */
export function FormAlert({ message, className }: FormAlertProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
