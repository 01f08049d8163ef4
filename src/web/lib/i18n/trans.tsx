import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TFunction, TranslateOptions } from '../../../shared/i18n/translate';

type TransProps = {
  t: TFunction;
  i18nKey: string;
  values?: TranslateOptions;
  /** The elements that wrap the text's `<name>…</name>` parts, by name. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
};

const taggedPart = /<(\w+)>(.*?)<\/\1>/g;

/** A translated text in which `<name>…</name>` parts are wrapped in the given elements (react-i18next's Trans). */
export function Trans({ t, i18nKey, values, components }: TransProps) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(taggedPart)) {
    const [whole, name = '', inside = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inside) : inside);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
