import { useRef, useState, type SubmitEvent } from 'react';
import type { z } from 'zod';

interface SingleFieldFormOptions<TSchema extends z.ZodType> {
  /** Checks the typed value (its message is a `validation` key); the request sent when valid. */
  schema: TSchema;
  toBody: (value: string) => unknown;
  /** Sends the request; resolves with an error message to show under the field, or null on success. */
  send: (body: z.output<TSchema>) => Promise<string | null>;
}

/**
 * The state of a form of one field (password confirmation, a 6-digit code): the value, its message, the
 * busy flag and a submit that validates, sends once at a time and puts the focus back on a refused field.
 */
export function useSingleFieldForm<TSchema extends z.ZodType>({
  schema,
  toBody,
  send,
}: SingleFieldFormOptions<TSchema>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async () => {
    const parsed = schema.safeParse(toBody(value));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setIsBusy(true);
    try {
      const message = await send(parsed.data);
      if (message !== null) {
        setError(message);
        inputRef.current?.focus();
      }
    } finally {
      setIsBusy(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isBusy) void submit();
  };

  /** Typing clears the message until the next submit. */
  const handleValueChange = (next: string) => {
    setValue(next);
    setError(undefined);
  };

  return { value, error, isBusy, inputRef, handleSubmit, handleValueChange };
}
