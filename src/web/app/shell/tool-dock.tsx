import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Where the shell's own tools sit (the "Jour" tab and the quick-action button), never over the page: a bar
 * at the foot of a phone, above which the page ends, and a rail on the right of a wider screen, which the page
 * leaves free (see DashboardLayout). On a large screen the rail moves left of the open "Jour" drawer.
 */
export function ToolDock({
  isShiftedByDrawer,
  children,
}: {
  isShiftedByDrawer: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white',
        'px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]',
        'md:inset-x-auto md:top-0 md:right-0 md:w-16 md:flex-col md:items-end md:justify-center md:border-t-0',
        'md:bg-transparent md:p-0',
        isShiftedByDrawer && 'lg:right-96',
      )}
    >
      {children}
    </div>
  );
}
