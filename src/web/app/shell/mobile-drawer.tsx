import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isDesktopViewport } from './desktop-viewport';
import { SidebarContent, type SidebarSharedProps } from './sidebar-content';
import { CloseButton } from '../../components/ui/close-button';

interface MobileDrawerProps extends SidebarSharedProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The sidebar under 768 px: a modal dialog closed by Escape, its close button, the backdrop or a link. */
export function MobileDrawer({ isOpen, onClose, ...sidebarProps }: MobileDrawerProps) {
  const { t } = useTranslation('shell');
  const drawerRef = useRef<HTMLDialogElement>(null);
  const drawerTitleId = useId();

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    if (isOpen && !drawer.open && !isDesktopViewport()) drawer.showModal();
    else if (!isOpen && drawer.open) drawer.close();
  }, [isOpen]);

  const handleBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={drawerRef}
      aria-labelledby={drawerTitleId}
      aria-modal="true"
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={handleBackdropClick}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto border-0 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 md:hidden"
    >
      <h2 id={drawerTitleId} className="sr-only">
        {t('topBar.drawerTitle')}
      </h2>
      {isOpen && (
        <SidebarContent
          {...sidebarProps}
          isCollapsed={false}
          onNavigate={onClose}
          headerAction={<CloseButton label={t('topBar.closeMenu')} onClick={onClose} />}
        />
      )}
    </dialog>
  );
}
