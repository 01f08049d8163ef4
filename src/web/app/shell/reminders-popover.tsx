// The reminders bell's list (spec §2, §4): its own chunk, loaded when the bell first opens, on the intent of the
// bell (hover, focus) or once the page is idle (shell-panels.ts), so that every dashboard page's first paint does
// not carry it (the 150 KB budget).
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { TReminder } from '../../../shared/contracts/agenda';
import { dashboardPath } from '../../../shared/routes';
import { cn } from '../../lib/cn';
import { dateLocale } from '../../lib/date-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/router/link';
import { focusRingClasses } from './focus-ring';
import { placePopover, type PopoverPlacement } from './popover-placement';

export interface RemindersPopoverProps {
  id: string;
  reminders: readonly TReminder[];
  /** Where the bell placed it when it opened; the list follows the window's resizes itself. */
  placement: PopoverPlacement;
  bellRef: RefObject<HTMLButtonElement | null>;
  /** Closes the list; `shouldFocusBell` after Escape, so the keyboard user is back on the bell. */
  onClose: (shouldFocusBell: boolean) => void;
}

/** The listed reminders (time in the user's language, title, link to the agenda), under the bell. */
export function RemindersPopover({ id, reminders, placement, bellRef, onClose }: RemindersPopoverProps) {
  const { t, i18n } = useTranslation('notifications');
  const popoverRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [position, setPosition] = useState(placement);

  useEffect(() => {
    popoverRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (popoverRef.current?.contains(target) || bellRef.current?.contains(target)) return;
      onClose(false);
    };
    const onResize = () => {
      if (bellRef.current) setPosition(placePopover(bellRef.current));
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onResize);
    };
  }, [bellRef, onClose]);

  const timeFormat = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    hour: '2-digit',
    minute: '2-digit',
  });
  const linkClasses = cn(
    'flex items-baseline gap-2 rounded-md px-2 py-2 text-sm text-slate-800 hover:bg-slate-100',
    focusRingClasses,
  );
  return createPortal(
    <div
      ref={popoverRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      style={{ top: position.top, left: position.left, width: position.width }}
      className="fixed z-50 rounded-lg border border-slate-200 bg-white p-3 shadow-xl focus:outline-none"
    >
      <h2 id={titleId} className="mb-2 text-sm font-semibold text-slate-900">
        {t('bell.title')}
      </h2>
      <ul className="max-h-80 space-y-1 overflow-y-auto">
        {reminders.map((reminder) => (
          <li key={reminder.id}>
            <Link
              to={dashboardPath('agenda')}
              onClick={() => {
                onClose(false);
              }}
              className={linkClasses}
            >
              <time
                dateTime={reminder.reminderTime}
                className="shrink-0 font-semibold text-emerald-800 tabular-nums"
              >
                {timeFormat.format(new Date(reminder.reminderTime))}
              </time>
              <span className="min-w-0 flex-1 break-words">{reminder.title ?? t('bell.untitled')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={dashboardPath('agenda')}
        onClick={() => {
          onClose(false);
        }}
        className={cn(
          'mt-2 block rounded-md px-2 py-1 text-sm font-medium text-emerald-800 underline',
          focusRingClasses,
        )}
      >
        {t('bell.openAgenda')}
      </Link>
    </div>,
    position.container,
  );
}
