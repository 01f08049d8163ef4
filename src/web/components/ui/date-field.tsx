import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CalendarDays } from 'lucide-react';
import { isCalendarDate } from '../../../shared/domain/calendar';
import type { TFieldChange } from '../../lib/forms/field-change';
import { dateFieldText, dateValueOf, settledDateText, type DateDraft } from './date-text';
import { TextField } from './text-field';

export interface DateFieldProps {
  id: string;
  name: string;
  label: string;
  /** The form's value: 'YYYY-MM-DD', '' when empty, or the text typed while it names no date yet. */
  value: string;
  /** Given the form's value for the field: the ISO date once the text names one. */
  onChange: (change: TFieldChange) => void;
  error?: string | undefined;
  hint?: string | undefined;
  optionalText?: string | undefined;
  disabled?: boolean;
  className?: string;
}

/**
 * A date typed and shown jj/mm/aaaa (dd/mm/yyyy in English, as en-GB writes it) whatever the browser's
 * language, with the browser's calendar one button away; the form gets ISO dates ('2026-11-25').
 */
export function DateField({ name, value, onChange, disabled, ...field }: DateFieldProps) {
  const { t } = useTranslation('common');
  const pickerRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<DateDraft | null>(null);
  const text = dateFieldText(value, draft);

  const change = (nextText: string, nextValue: string) => {
    setDraft({ text: nextText, value: nextValue });
    onChange({ target: { name, value: nextValue } });
  };

  const openPicker = () => {
    const picker = pickerRef.current;
    if (!picker) return;
    try {
      picker.showPicker();
    } catch {
      // A browser without showPicker: the field still takes the typed date.
      picker.focus();
    }
  };

  return (
    <TextField
      {...field}
      name={name}
      value={text}
      disabled={disabled}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={t('dateField.placeholder')}
      onChange={(event) => {
        change(event.target.value, dateValueOf(event.target.value));
      }}
      onBlur={() => {
        setDraft({ text: settledDateText(value, text), value });
      }}
      endAdornment={
        <>
          <input
            ref={pickerRef}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            value={isCalendarDate(value) ? value : ''}
            disabled={disabled}
            onChange={(event) => {
              const picked = event.target.value;
              change(settledDateText(picked, ''), picked);
            }}
            className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
          />
          <button
            type="button"
            onClick={openPicker}
            disabled={disabled}
            aria-label={t('dateField.openCalendar')}
            title={t('dateField.openCalendar')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 disabled:text-slate-400"
          >
            <CalendarDays className="h-5 w-5" aria-hidden="true" />
          </button>
        </>
      }
    />
  );
}
