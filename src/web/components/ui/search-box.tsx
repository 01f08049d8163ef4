import { useId } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { fieldControlClasses } from './field-frame';

export interface SearchBoxProps {
  label: string;
  /** false: the label is read aloud only (the placeholder and the icon say what the box is). */
  isLabelVisible?: boolean;
  value: string;
  onChange: (text: string) => void;
  maxLength: number;
  placeholder: string;
}

/** A search box with its magnifier, filtering as the user types. */
export function SearchBox({
  label,
  isLabelVisible = true,
  value,
  onChange,
  maxLength,
  placeholder,
}: SearchBoxProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={isLabelVisible ? 'text-sm font-medium text-slate-800' : 'sr-only'}>
        {label}
      </label>
      <div className={cn('relative', isLabelVisible && 'mt-1')}>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          className={cn('h-11 pl-9', fieldControlClasses(false))}
        />
      </div>
    </div>
  );
}
