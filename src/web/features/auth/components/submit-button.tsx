import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface SubmitButtonProps {
  isBusy: boolean;
  label: string;
  busyLabel: string;
  /** Disabled for another reason (another request of the page is running). */
  disabled?: boolean;
  icon?: ReactNode;
  className?: string;
}

/** The full-width submit button of an auth form: disabled with a spinner while its request runs. */
export function SubmitButton({ isBusy, label, busyLabel, disabled, icon, className }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" disabled={isBusy || disabled} className={cn('w-full', className)}>
      {isBusy ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : icon}
      {isBusy ? busyLabel : label}
    </Button>
  );
}
