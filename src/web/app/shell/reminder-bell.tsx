import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Bell } from 'lucide-react';
import type { TReminder } from '../../../shared/contracts/agenda';
import { apiRequest } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatBadgeCount } from '../../lib/format-badge-count';
import {
  upcomingRemindersQuery,
  upcomingRemindersQueryKey,
  useNotificationPreferences,
} from '../../lib/notifications/notification-queries';
import { focusRingClasses } from './focus-ring';
import { placePopover, type PopoverPlacement } from './popover-placement';
import { remindersPopover } from './shell-panels';

interface ReminderBellProps {
  className?: string;
}

/**
 * The reminders bell (spec §2, §4, §7): the count of unsent reminders of the coming hour, hidden while they load
 * or when there are none, or when the user turned the bell off. Opening it lists them (reminders-popover.tsx, its
 * own chunk) and marks each listed reminder sent, once.
 */
export function ReminderBell({ className }: ReminderBellProps) {
  const { t, ready } = useTranslation('notifications', { useSuspense: false });
  const queryClient = useQueryClient();
  const preferences = useNotificationPreferences();
  const isEnabled = preferences?.reminderBell === true;
  const reminders = useQuery({ ...upcomingRemindersQuery, enabled: isEnabled }).data;
  const [shown, setShown] = useState<{ reminders: TReminder[]; placement: PopoverPlacement } | null>(null);
  const markedIds = useRef(new Set<string>());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const isOpen = shown !== null;

  const close = useCallback(
    (shouldFocusBell: boolean) => {
      setShown(null);
      // The listed reminders are sent now: the bell reads again and hides them.
      void queryClient.invalidateQueries({ queryKey: upcomingRemindersQueryKey });
      if (shouldFocusBell) buttonRef.current?.focus();
    },
    [queryClient],
  );

  const open = () => {
    if (!reminders || !buttonRef.current) return;
    setShown({ reminders, placement: placePopover(buttonRef.current) });
    for (const reminder of reminders) {
      if (markedIds.current.has(reminder.id)) continue;
      markedIds.current.add(reminder.id);
      void apiRequest(`/api/reminders/${reminder.id}/sent`, { method: 'POST' });
    }
  };

  const count = reminders?.length ?? 0;
  if (!ready || !isEnabled || (!isOpen && count === 0)) return null;
  const shownCount = shown?.reminders.length ?? count;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('bell.label', { count: shownCount })}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        onPointerEnter={remindersPopover.preload}
        onFocus={remindersPopover.preload}
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
      {shown && (
        <Suspense fallback={null}>
          <remindersPopover.Component
            id={popoverId}
            reminders={shown.reminders}
            placement={shown.placement}
            bellRef={buttonRef}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
