import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/router/use-search-params';

export const teamTabs = ['members', 'calendar'] as const;
export type TTeamTab = (typeof teamTabs)[number];

function isTeamTab(value: unknown): value is TTeamTab {
  return typeof value === 'string' && (teamTabs as readonly string[]).includes(value);
}

/**
 * The team page's tab in the address (?tab=members|calendar, members by default) and the calendar's month
 * and day (?month=2026-11&day=2026-11-21): a reload or a shared link shows the same thing.
 */
export function useTeamAddress() {
  const [search, setSearch] = useSearchParams();
  const fromAddress = search.get('tab');
  const tab: TTeamTab = isTeamTab(fromAddress) ? fromAddress : 'members';
  const read = useCallback((name: string) => search.get(name) ?? undefined, [search]);

  /** Sets or removes (undefined) some values and goes back to the list's first page. */
  const setValues = useCallback(
    (changes: Readonly<Record<string, string | undefined>>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  /** Another tab starts clean (each tab's search, sort and filters are its own), with the values given. */
  const showTab = useCallback(
    (next: TTeamTab, values: Readonly<Record<string, string>> = {}) => {
      setSearch(new URLSearchParams({ tab: next, ...values }));
    },
    [setSearch],
  );

  return { tab, read, setValues, showTab };
}
