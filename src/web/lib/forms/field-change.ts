/**
 * What a form's change handler reads from a field: its name and its new value. A DOM change event is one; a
 * field that computes its value (the date field yields 'YYYY-MM-DD' for "25/11/2026") sends one of its own.
 */
export interface TFieldChange {
  target: { name: string; value: string };
}
