import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { CloseButton } from '../../components/ui/close-button';

/** Spec §9: a search needs at least 2 characters. */
export const searchMinChars = 2;

/** Whether the keyboard shortcut reads ⌘K (Apple) rather than Ctrl+K. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const withHints = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = withHints.userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform || navigator.userAgent);
}

/** Ctrl+K or Cmd+K, on any platform (spec §2). */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

interface SearchDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The global search dialog (spec §2). It opens and closes with Ctrl+K / ⌘K anywhere in the signed-in area and
 * closes with Escape. The search itself arrives with its own issue: until then the dialog says so plainly.
 * A native modal <dialog>: the rest of the page is inert while it is open and focus returns to the opener.
 */
export function SearchDialog({ isOpen, onOpenChange }: SearchDialogProps) {
  const { t } = useTranslation('shell');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<Element | null>(null);
  const [query, setQuery] = useState('');
  const titleId = useId();
  const inputId = useId();
  const statusId = useId();

  // The shortcut reads the open state of the last commit (a layout effect: before any later key can fire),
  // so two quick presses toggle twice instead of both acting on the state the first one replaced.
  const currentRef = useRef({ isOpen, onOpenChange });
  useLayoutEffect(() => {
    currentRef.current = { isOpen, onOpenChange };
  }, [isOpen, onOpenChange]);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const current = currentRef.current;
      if (isSearchShortcut(event)) {
        event.preventDefault();
        current.isOpen = !current.isOpen;
        current.onOpenChange(current.isOpen);
      } else if (event.key === 'Escape' && current.isOpen) {
        event.preventDefault();
        current.isOpen = false;
        current.onOpenChange(false);
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen) {
      if (!dialog.open) {
        openerRef.current = document.activeElement;
        dialog.showModal();
      }
      inputRef.current?.focus();
    } else if (dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  const handleClose = () => {
    // The "close" event is queued after dialog.close(): if Ctrl+K reopened the dialog meanwhile, this event is
    // about the closing before, and must not close the dialog the user just opened.
    if (dialogRef.current?.open) return;
    setQuery('');
    onOpenChange(false);
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };

  /** A click on the backdrop lands on the <dialog> itself (Escape is the keyboard way out). */
  const handleBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onOpenChange(false);
  };

  const isQueryLongEnough = query.trim().length >= searchMinChars;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={handleClose}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      onClick={handleBackdropClick}
      className="mx-auto mt-[10vh] w-[calc(100%-2rem)] max-w-lg rounded-xl border-0 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-base font-semibold">
            {t('search.title')}
          </h2>
          <CloseButton
            label={t('search.close')}
            onClick={() => {
              onOpenChange(false);
            }}
          />
        </div>
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          {t('search.inputLabel')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
            }}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={statusId}
            className="h-12 w-full rounded-md border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          />
        </div>
        <div id={statusId} role="status" aria-live="polite" className="min-h-12 text-sm text-slate-700">
          {isQueryLongEnough ? (
            <>
              <p className="font-medium text-slate-900">{t('search.comingSoon')}</p>
              <p className="mt-1">{t('search.comingSoonDetail')}</p>
            </>
          ) : (
            <p>{t('search.minChars')}</p>
          )}
        </div>
      </div>
    </dialog>
  );
}
