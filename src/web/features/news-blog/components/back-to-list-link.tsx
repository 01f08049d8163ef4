import { ArrowLeft } from 'lucide-react';
import { Link } from '../../../lib/router/link';

/** Back to the news list (the page without its `?article=` or `?edit=`). */
export function BackToListLink({ label }: { label: string }) {
  return (
    <Link
      to={{ search: '' }}
      className="inline-flex min-h-11 items-center gap-2 font-medium text-emerald-800 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
