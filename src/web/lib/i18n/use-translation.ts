import {
  use,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type FulfilledReactPromise,
  type ReactPromise,
} from 'react';
import type { TFunction } from '../../../shared/i18n/translate';
import { getFixedT, hasLoadedNamespaces, i18n, loadNamespaces, subscribe, type I18n } from './i18n';

export type UseTranslationOptions = {
  /** Suspend until the catalogs are in (the default); false renders at once and reports `ready`. */
  useSuspense?: boolean;
};

export type UseTranslationResult = { t: TFunction; i18n: I18n; ready: boolean };

/** One load per language and namespace list, kept: React's `use` needs the same promise on every render. */
const loads = new Map<string, ReactPromise<void>>();

/**
 * Marks a load settled the way React reads it (`status` and `value`, React's FulfilledReactPromise), so that `use`
 * returns at once instead of waiting for a microtask.
 */
function settled(load: Promise<void>): FulfilledReactPromise<void> {
  return Object.assign(load, { status: 'fulfilled' as const, value: undefined });
}

function wordsLoad(language: string, namespaces: readonly string[], key: string): ReactPromise<void> {
  const known = loads.get(key);
  if (known) return known;
  const started = loadNamespaces(namespaces, language);
  if (hasLoadedNamespaces(namespaces, language)) settled(started);
  else void started.then(() => settled(started));
  loads.set(key, started);
  return started;
}

/**
 * The words of one or more namespaces, in the language in use, under react-i18next's name and shape. The
 * component renders again only when its own namespaces arrive or the language changes.
 */
export function useTranslation(
  namespaces: string | readonly string[] = 'common',
  options: UseTranslationOptions = {},
): UseTranslationResult {
  const listKey = typeof namespaces === 'string' ? namespaces : namespaces.join('|');
  const list = useMemo(() => listKey.split('|'), [listKey]);
  const readState = useCallback(() => `${i18n.language}|${String(hasLoadedNamespaces(list))}`, [list]);
  const state = useSyncExternalStore(subscribe, readState, readState);
  const language = i18n.language;
  const ready = state.endsWith('|true');
  const t = useMemo(() => getFixedT(language, list), [language, list]);
  const suspends = options.useSuspense !== false;
  useEffect(() => {
    if (!ready && !suspends) void loadNamespaces(list, language);
  }, [ready, suspends, list, language]);
  // `use` is called on every render, even once the words are in: React replays a render that `use` suspended
  // and needs the call there again for the hooks after it to mount (React error 467 otherwise).
  if (suspends) use(wordsLoad(language, list, `${language}|${listKey}`));
  return { t, i18n, ready: ready || suspends };
}
