import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/router/use-search-params';

export const agendaViews = ['list', 'month', 'week'] as const;
export type TAgendaView = (typeof agendaViews)[number];

const viewStorageKey = 'agenda-view';

function isAgendaView(value: unknown): value is TAgendaView {
  return typeof value === 'string' && (agendaViews as readonly string[]).includes(value);
}

function storedView(): TAgendaView | null {
  try {
    const value = localStorage.getItem(viewStorageKey);
    return isAgendaView(value) ? value : null;
  } catch {
    return null;
  }
}

function storeView(view: TAgendaView): void {
  try {
    localStorage.setItem(viewStorageKey, view);
  } catch {
    // private mode: the choice stays in the address only
  }
}

/**
 * The agenda's view and period in the address (?view=month&month=2026-05&day=2026-05-04, ?view=week&week=…):
 * a reload or a shared link shows the same thing. Without ?view, the last view chosen on this device, else the list.
 */
export function useAgendaAddress() {
  const [search, setSearch] = useSearchParams();
  const fromAddress = search.get('view');
  const view: TAgendaView = isAgendaView(fromAddress) ? fromAddress : (storedView() ?? 'list');

  const read = useCallback((name: string) => search.get(name) ?? undefined, [search]);

  /** Sets or removes (undefined) some values, leaving the others (the list's filters) as they are. */
  const setValues = useCallback(
    (changes: Readonly<Record<string, string | undefined>>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const setView = useCallback(
    (next: TAgendaView) => {
      storeView(next);
      setValues({ view: next });
    },
    [setValues],
  );

  return { view, setView, read, setValues };
}
