import { useId, useRef } from 'react';
import { ImagePlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';

export interface CoverFieldProps {
  /** The stored cover's address, null without one. */
  currentUrl: string | null;
  chosen: File | null;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
  isBusy: boolean;
  error?: string | undefined;
}

/**
 * The cover: the stored one (with a way to remove it) and a JPEG or PNG to send with the article. The browser's
 * own file button speaks the browser's language: ours speaks the page's.
 */
export function CoverField({ currentUrl, chosen, onChoose, onRemove, isBusy, error }: CoverFieldProps) {
  const { t } = useTranslation(['news', 'records']);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-medium text-slate-900">
        {t('editor.fields.cover')}
        <span className="ml-1 font-normal text-slate-600">{t('records:form.optional')}</span>
      </legend>
      {currentUrl && (
        <figure className="space-y-2">
          <img
            src={currentUrl}
            alt={t('editor.coverCurrent')}
            className="aspect-[2/1] w-full max-w-md rounded-md bg-slate-100 object-cover"
          />
          <figcaption className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {t('editor.coverCurrent')}
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={isBusy}>
              {t('editor.coverRemove')}
            </Button>
          </figcaption>
        </figure>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('editor.coverChoose')}
        disabled={isBusy}
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={isBusy} onClick={() => input.current?.click()}>
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {t('editor.coverChoose')}
        </Button>
        <span className="text-sm break-all text-slate-700">
          {chosen ? t('editor.coverChosen', { name: chosen.name }) : t('editor.coverNone')}
        </span>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {t('editor.fields.coverHint')}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
