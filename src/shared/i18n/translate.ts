/**
 * The product's translation rules, shared by the server and the web app (ADR 0007). They follow the i18next
 * format the catalogs were written in, and translate.test.ts checks every catalog text against i18next itself:
 * - a key is "namespace:path.to.text"; without a namespace, the translator's namespaces are tried in order;
 * - `count` picks the plural form (`_zero` for 0 when written, then `_one`, `_many`, `_other` by
 *   Intl.PluralRules, then the bare key);
 * - `{{name}}` takes a value (a dotted path reaches inside objects), `{{name, number}}` a number in the
 *   language's format; a value not given leaves the `{{name}}` as written;
 * - `$t(namespace:key)` inserts another text, after the values are in;
 * - a missing text gives `defaultValue` when one is passed, else the key without its namespace;
 * - `returnObjects` returns a list or group of texts, each with its values in.
 */

export type Catalog = Record<string, unknown>;

/** The catalog of one language and namespace, or undefined when it is not (yet) at hand. */
export type CatalogLookup = (language: string, namespace: string) => Catalog | undefined;

export type TranslateOptions = {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
};

export type TFunction = {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
};

export type TranslatorSetup = {
  lookup: CatalogLookup;
  /** The languages tried in order: the language asked for, then the fallback. */
  languages: readonly string[];
  /** The namespaces tried in order for a key written without one. */
  namespaces: readonly string[];
};

const namespaceSeparator = ':';
const valuePattern = /{{(.+?)}}/g;
const nestingPattern = /\$t\((.+?)\)/g;
/** Guards against a text that inserts itself. */
const maxNestingDepth = 5;

const pluralRulesByLanguage = new Map<string, Intl.PluralRules>();
const numberFormatsByLanguage = new Map<string, Intl.NumberFormat>();

function pluralRules(language: string): Intl.PluralRules {
  let rules = pluralRulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRulesByLanguage.set(language, rules);
  }
  return rules;
}

function numberFormat(language: string): Intl.NumberFormat {
  let format = numberFormatsByLanguage.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormatsByLanguage.set(language, format);
  }
  return format;
}

function splitKey(
  key: string,
  namespaces: readonly string[],
): { path: string; namespaces: readonly string[] } {
  const separator = key.indexOf(namespaceSeparator);
  if (separator > 0) return { path: key.slice(separator + 1), namespaces: [key.slice(0, separator)] };
  return { path: key, namespaces };
}

function readPath(source: unknown, path: string): unknown {
  let value = source;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function isText(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** The paths tried for a key, most precise first. */
function candidatePaths(path: string, language: string, count: unknown): string[] {
  if (typeof count !== 'number') return [path];
  const forms = [`${path}_${pluralRules(language).select(count)}`, path];
  return count === 0 ? [`${path}_zero`, ...forms] : forms;
}

function findText(
  setup: TranslatorSetup,
  path: string,
  namespaces: readonly string[],
  count: unknown,
): { value: unknown; language: string } | undefined {
  for (const namespace of namespaces) {
    for (const language of setup.languages) {
      const catalog = setup.lookup(language, namespace);
      if (!catalog) continue;
      for (const candidate of candidatePaths(path, language, count)) {
        const value = readPath(catalog, candidate);
        if (isText(value)) return { value, language };
      }
    }
  }
  return undefined;
}

/** A number or yes/no as text; anything else (never in the catalogs) as JSON rather than "[object Object]". */
function plainText(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

function valueText(value: unknown, format: string | undefined, language: string): string {
  if (value === null) return '';
  if (format === 'number') return numberFormat(language).format(value as number);
  if (typeof value === 'string') return value;
  return plainText(value);
}

function insertValues(text: string, options: TranslateOptions, language: string): string {
  return text.replace(valuePattern, (match, inside: string) => {
    const [name = '', format] = inside.split(',').map((part) => part.trim());
    const value = readPath(options, name);
    return value === undefined ? match : valueText(value, format, language);
  });
}

type Context = { setup: TranslatorSetup; depth: number };

function finishText(text: string, options: TranslateOptions, language: string, context: Context): string {
  const withValues = insertValues(text, options, language);
  if (context.depth >= maxNestingDepth || !withValues.includes('$t(')) return withValues;
  const { defaultValue: _defaultValue, returnObjects: _returnObjects, ...values } = options;
  return withValues.replace(nestingPattern, (_match, nestedKey: string) =>
    String(translateWith({ ...context, depth: context.depth + 1 }, nestedKey.trim(), values)),
  );
}

function finishTree(value: unknown, options: TranslateOptions, language: string, context: Context): unknown {
  if (typeof value === 'string') return finishText(value, options, language, context);
  if (Array.isArray(value)) return value.map((item) => finishTree(item, options, language, context));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, child]) => [name, finishTree(child, options, language, context)]),
    );
  }
  return value;
}

function translateWith(context: Context, key: string, options: TranslateOptions = {}): unknown {
  const { path, namespaces } = splitKey(key, context.setup.namespaces);
  const found = findText(context.setup, path, namespaces, options.count);
  const language = found?.language ?? context.setup.languages[0] ?? '';
  if (!found) {
    const fallback = typeof options.defaultValue === 'string' ? options.defaultValue : path;
    return finishText(fallback, options, language, context);
  }
  if (typeof found.value === 'string') return finishText(found.value, options, language, context);
  if (options.returnObjects) return finishTree(found.value, options, language, context);
  if (typeof found.value === 'object')
    return `key '${path} (${language})' returned an object instead of string.`;
  return plainText(found.value);
}

/** A translator over catalogs, fixed to a language (with its fallbacks) and default namespaces. */
export function createTranslator(setup: TranslatorSetup): TFunction {
  const context: Context = { setup, depth: 0 };
  return ((key: string, options?: TranslateOptions) => translateWith(context, key, options)) as TFunction;
}

/** Whether a key has a text in the first language that holds it (namespaces and fallbacks as translating). */
export function hasText(setup: TranslatorSetup, key: string): boolean {
  const { path, namespaces } = splitKey(key, setup.namespaces);
  return findText(setup, path, namespaces, undefined) !== undefined;
}
