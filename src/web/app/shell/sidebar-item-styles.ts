import { cn } from '../../lib/cn';
import { focusRingClasses } from './focus-ring';

/** Box of a sidebar entry (link or button): full width, icon only and centred when collapsed. */
export function getSidebarItemClasses(isCollapsed: boolean): string {
  return cn(
    'flex h-11 w-full items-center gap-3 rounded-md text-sm font-medium md:h-9',
    isCollapsed ? 'justify-center px-0' : 'px-3',
    focusRingClasses,
  );
}
