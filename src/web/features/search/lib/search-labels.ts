import type { TFunction } from '../../../../shared/i18n/translate';
import type { TSearchItem } from '../../../../shared/contracts/search';
import { MAX_LIST_SEARCH_LENGTH } from '../../../../shared/domain/list-limits';
import type { TSearchSource } from '../../../../shared/domain/search-results';

/** What a result row shows: its badge (type or category) and its one-line description. */
export interface SearchRowText {
  badge: string;
  description: string;
}

/**
 * The badge is the row's type or category in the user's words (`search:kinds.<source>.<code>`); a free text
 * (a maintenance task type, a document category) is not a code: the badge then names the source and the text
 * leads the description as it was typed. The description translates codes (a stock unit, an invoice category).
 */
export function searchRowText(t: TFunction, source: TSearchSource, item: TSearchItem): SearchRowText {
  const kind = item.kind?.trim() ?? '';
  const kindKey = `search:kinds.${source}.${kind}`;
  const isCode = kind !== '' && t(kindKey, { defaultValue: '' }) !== '';
  const detail = item.detail?.trim() ?? '';
  const detailText = detail === '' ? '' : t(`search:details.${source}.${detail}`, { defaultValue: detail });
  if (isCode) return { badge: t(kindKey), description: detailText };
  const description = [kind, detailText].filter((part) => part !== '').join(' — ');
  return { badge: t(`search:sources.${source}`), description };
}

/** The page a result opens: its module's list, filtered to it (the list pages read `q` from the address). */
export function searchResultHref(route: string, title: string): string {
  return `${route}?q=${encodeURIComponent(title.trim().slice(0, MAX_LIST_SEARCH_LENGTH))}`;
}
