import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/router/link';
import { Bell } from 'lucide-react';
import type { TReminder } from '../../../shared/contracts/agenda';
import { dashboardPath } from '../../../shared/routes';
import { apiRequest } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatBadgeCount } from '../../lib/format-badge-count';
import {
  upcomingRemindersQuery,
  upcomingRemindersQueryKey,
  useNotificationPreferences,
} from '../../lib/notifications/notification-queries';
import { focusRingClasses } from './focus-ring';
import { dateLocale } from '../../lib/date-locale';

const popoverWidth = 320;
const margin = 8;

interface ReminderBellProps {
  className?: string;
}

interface Placement {
  top: number;
  left: number;
  width: number;
  /** The page, or the mobile drawer (a modal dialog, on the top layer) when the bell is in it. */
  container: Element;
}

/** Where the popover goes: under the bell, inside the window. */
function placePopover(button: HTMLElement): Placement {
  const rect = button.getBoundingClientRect();
  const width = Math.min(popoverWidth, window.innerWidth - 2 * margin);
  const left = Math.max(margin, Math.min(rect.left, window.innerWidth - width - margin));
  return { top: rect.bottom + margin, left, width, container: button.closest('dialog') ?? document.body };
}

/**
 * The reminders bell (spec §2, §4, §7): the count of unsent reminders of the coming hour, hidden while they load
 * or when there are none, or when the user turned the bell off. Opening it lists them (time in the user's
 * language, task title, link to the agenda) and marks each listed reminder sent, once.
 */
export function ReminderBell({ className }: ReminderBellProps) {
  const { t, i18n, ready } = useTranslation('notifications', { useSuspense: false });
  const queryClient = useQueryClient();
  const preferences = useNotificationPreferences();
  const isEnabled = preferences?.reminderBell === true;
  const reminders = useQuery({ ...upcomingRemindersQuery, enabled: isEnabled }).data;
  const [shown, setShown] = useState<TReminder[] | null>(null);
  const [position, setPosition] = useState<Placement | null>(null);
  const markedIds = useRef(new Set<string>());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const titleId = useId();
  const isOpen = shown !== null;

  const close = (shouldFocusBell: boolean) => {
    setShown(null);
    // The listed reminders are sent now: the bell reads again and hides them.
    void queryClient.invalidateQueries({ queryKey: upcomingRemindersQueryKey });
    if (shouldFocusBell) buttonRef.current?.focus();
  };

  const open = () => {
    if (!reminders || !buttonRef.current) return;
    setPosition(placePopover(buttonRef.current));
    setShown(reminders);
    for (const reminder of reminders) {
      if (markedIds.current.has(reminder.id)) continue;
      markedIds.current.add(reminder.id);
      void apiRequest(`/api/reminders/${reminder.id}/sent`, { method: 'POST' });
    }
  };

  useEffect(() => {
    if (!isOpen) return;
    popoverRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (popoverRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close(false);
    };
    const onResize = () => {
      if (buttonRef.current) setPosition(placePopover(buttonRef.current));
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onResize);
    };
    // close() only touches refs, state setters and the stable query client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  const count = reminders?.length ?? 0;
  if (!ready || !isEnabled || (!isOpen && count === 0)) return null;

  const timeFormat = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    hour: '2-digit',
    minute: '2-digit',
  });
  const shownCount = shown?.length ?? count;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('bell.label', { count: shownCount })}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        onClick={() => {
          if (isOpen) close(false);
          else open();
        }}
        className={cn(
          'relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:h-9 md:w-9',
          focusRingClasses,
          className,
        )}
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
        >
          {formatBadgeCount(shownCount)}
        </span>
      </button>
      {isOpen &&
        position &&
        createPortal(
          <div
            ref={popoverRef}
            id={popoverId}
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
              {shown.map((reminder) => (
                <li key={reminder.id}>
                  <Link
                    to={dashboardPath('agenda')}
                    onClick={() => {
                      close(false);
                    }}
                    className={cn(
                      'flex items-baseline gap-2 rounded-md px-2 py-2 text-sm text-slate-800 hover:bg-slate-100',
                      focusRingClasses,
                    )}
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
                close(false);
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
        )}
    </>
  );
}
