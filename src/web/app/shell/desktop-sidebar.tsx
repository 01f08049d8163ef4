import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { cn } from '../../lib/cn';
import { SidebarCollapseToggle } from './sidebar-collapse-toggle';
import { SidebarContent, type SidebarSharedProps } from './sidebar-content';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** The sidebar from 768 px up: sticky, collapsible to its icons, the choice remembered. */
export function DesktopSidebar(props: SidebarSharedProps) {
  const { t } = useTranslation('shell');
  const [isCollapsed, setIsCollapsed] = useSidebarCollapsed();
  const shouldFocusLanguageRef = useRef(false);
  const sidebarRef = useRef<HTMLElement>(null);
  const sidebarId = useId();

  // Expanded from the collapsed language button: the focus goes to the language list it reveals.
  useEffect(() => {
    if (!shouldFocusLanguageRef.current || isCollapsed) return;
    shouldFocusLanguageRef.current = false;
    sidebarRef.current?.querySelector('select')?.focus();
  }, [isCollapsed]);

  return (
    <aside
      ref={sidebarRef}
      id={sidebarId}
      aria-label={t('sidebar.label')}
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 overflow-y-auto border-r border-slate-200 bg-white md:block',
        'transition-[width] duration-200',
        isCollapsed ? 'w-16' : 'w-64',
      )}
    >
      <SidebarContent
        {...props}
        isCollapsed={isCollapsed}
        onExpandForLanguage={() => {
          shouldFocusLanguageRef.current = true;
          setIsCollapsed(false);
        }}
        footerAction={
          <SidebarCollapseToggle
            isCollapsed={isCollapsed}
            sidebarId={sidebarId}
            onToggle={() => {
              setIsCollapsed((collapsed) => !collapsed);
            }}
          />
        }
      />
    </aside>
  );
}
