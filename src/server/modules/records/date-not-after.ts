type Row = Record<string, unknown>;

/**
 * A row check (RecordResource.loadRowCheck): the date in `field` may not be after `today`, the plant's calendar
 * date in the user's time zone (the latest day a log entry may carry); `messageKey` says so on the field.
 */
export function dateNotAfter(
  today: string,
  field: string,
  messageKey: string,
): (values: Row) => Record<string, string> | null {
  return (values) => {
    const date = values[field];
    return typeof date === 'string' && date > today ? { [field]: messageKey } : null;
  };
}
