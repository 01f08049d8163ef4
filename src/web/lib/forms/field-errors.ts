/** One message per form field: an i18n key "validation.x" from a contract, or text the server translated. */
export type TFieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** A request field named differently on the form ("newPassword" on the wire is "password" on the form). */
export type TFieldAliases<TField extends string> = Readonly<Partial<Record<string, TField>>>;

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

function toFormField<TField extends string>(
  name: unknown,
  fields: readonly TField[],
  aliases: TFieldAliases<TField>,
): TField | undefined {
  if (typeof name !== 'string') return undefined;
  const aliased = aliases[name];
  if (aliased !== undefined) return aliased;
  return (fields as readonly string[]).includes(name) ? (name as TField) : undefined;
}

/** The first message of each form field among a failed parse's issues (the contracts' messages are i18n keys). */
export function getIssueFieldErrors<TField extends string>(
  issues: readonly IssueLike[],
  fields: readonly TField[],
  aliases: TFieldAliases<TField> = {},
): TFieldErrors<TField> {
  const errors: TFieldErrors<TField> = {};
  for (const issue of issues) {
    const field = toFormField(issue.path[0], fields, aliases);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The server's per-field messages ({ "email": "…", "items.0.x": "…" }) that belong to a field of the form;
 * the others are dropped (the form shows the error's main message for them).
 */
export function getServerFieldErrors<TField extends string>(
  serverFields: Readonly<Record<string, string>>,
  fields: readonly TField[],
  aliases: TFieldAliases<TField> = {},
): TFieldErrors<TField> {
  const errors: TFieldErrors<TField> = {};
  for (const [path, message] of Object.entries(serverFields)) {
    const field = toFormField(path.split('.')[0], fields, aliases);
    if (field !== undefined && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** The first field of the form, in display order, that has a message (it gets the focus). */
export function findFirstInvalidField<TField extends string>(
  errors: TFieldErrors<TField>,
  fields: readonly TField[],
): TField | undefined {
  return fields.find((field) => errors[field] !== undefined);
}

export function hasFieldErrors<TField extends string>(errors: TFieldErrors<TField>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

const validationPrefix = 'validation.';
/** "stock:validation.nameRequired": a key of a module's own catalog, as the records contracts write them. */
const namespacedKeyPattern = /^[a-zA-Z]+:[\w.]+$/;

/**
 * The text to show for a field message: keys "validation.x" of the contracts are translated from the
 * `validation` catalog, "namespace:key" keys from that namespace, anything else was already translated by
 * the server and is shown as is.
 */
export function getFieldErrorText(
  message: string | undefined,
  translateValidation: (key: string) => string,
  translateKey: (key: string) => string = (key) => key,
): string | undefined {
  if (message === undefined) return undefined;
  if (message.startsWith(validationPrefix) && message.length > validationPrefix.length) {
    return translateValidation(message.slice(validationPrefix.length));
  }
  if (namespacedKeyPattern.test(message)) return translateKey(message);
  return message;
}
