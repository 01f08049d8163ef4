import { Suspense, useEffect, useId, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from '../../lib/router/browser-router';
import { isSaveDataOn } from './use-route-prefetch';
import { CloseButton } from '../../components/ui/close-button';
import { searchPanel } from './shell-panels';

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
 * closes with Escape. A native modal <dialog>: the rest of the page is inert while it is open and focus
 * returns to the opener. Its content (features/search) is mounted only while it is open, so each opening
 * starts with an empty box; choosing a result opens its page and closes the dialog.
 */
export function SearchDialog({ isOpen, onOpenChange }: SearchDialogProps) {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();

  // The dialog's words load with the shell, not on the first Ctrl+K; when the user saves data, on first use.
  useEffect(() => {
    if (!isSaveDataOn()) void i18n.loadNamespaces('search');
  }, [i18n]);

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
    onOpenChange(false);
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };

  /** A click on the backdrop lands on the <dialog> itself (Escape is the keyboard way out). */
  const handleBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onOpenChange(false);
  };

  const handleChoose = (href: string) => {
    onOpenChange(false);
    navigate(href);
  };

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
      {isOpen && (
        <Suspense fallback={null}>
          <SearchDialogContent
            titleId={titleId}
            inputRef={inputRef}
            onClose={() => {
              onOpenChange(false);
            }}
            onChoose={handleChoose}
          />
        </Suspense>
      )}
    </dialog>
  );
}

interface SearchDialogContentProps {
  titleId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onClose: () => void;
  onChoose: (href: string) => void;
}

function SearchDialogContent({ titleId, inputRef, onClose, onChoose }: SearchDialogContentProps) {
  const { t } = useTranslation('search');
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          {t('title')}
        </h2>
        <CloseButton label={t('close')} onClick={onClose} />
      </div>
      <searchPanel.Component inputRef={inputRef} onChoose={onChoose} />
    </div>
  );
}
