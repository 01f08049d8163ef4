import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/router/link';
import { CalendarCheck, Package, Plus, ShoppingCart, Wrench, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

interface QuickAction {
  /** Short paths of spec §2: they redirect to their /dashboard page. */
  to: string;
  labelKey: string;
  icon: LucideIcon;
}

export const quickActions: readonly QuickAction[] = [
  { to: '/stock/add', labelKey: 'quickActions.stock', icon: Package },
  { to: '/agenda/add', labelKey: 'quickActions.task', icon: CalendarCheck },
  { to: '/maintenance/add', labelKey: 'quickActions.maintenance', icon: Wrench },
  { to: '/shop', labelKey: 'quickActions.order', icon: ShoppingCart },
];

/**
 * The quick-action button, bottom right within thumb reach (in the shell's tool dock), and its menu (ARIA menu button pattern:
 * arrows move between items, Escape closes and gives the focus back to the button).
 */
export function QuickActions() {
  const { t } = useTranslation('shell');
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return undefined;
    itemRefs.current[0]?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [isOpen]);

  const close = (shouldRefocus: boolean) => {
    setIsOpen(false);
    if (shouldRefocus) buttonRef.current?.focus();
  };

  const focusItem = (index: number) => {
    const count = quickActions.length;
    itemRefs.current[(index + count) % count]?.focus();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(quickActions.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setIsOpen(true);
    }
  };

  return (
    <div ref={containerRef} className="relative md:absolute md:right-1 md:bottom-6">
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!isOpen}
        onKeyDown={handleMenuKeyDown}
        className="absolute right-0 bottom-full mb-3 flex flex-col items-end gap-2"
      >
        {quickActions.map((action, index) => {
          const Icon = action.icon;
          return (
            <li key={action.to} role="none">
              <Link
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                to={action.to}
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  setIsOpen(false);
                }}
                className="flex h-12 items-center gap-3 rounded-full border whitespace-nowrap border-slate-200 bg-white px-4 text-sm font-medium text-slate-900 shadow-lg hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
              >
                <Icon className="h-5 w-5 text-emerald-700" aria-hidden="true" />
                {t(action.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('quickActions.open')}
        onClick={() => {
          setIsOpen((open) => !open);
        }}
        onKeyDown={handleButtonKeyDown}
        className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-700 text-white shadow-md md:h-14 md:w-14 md:shadow-xl hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        <Plus className={cn('h-7 w-7 transition-transform', isOpen && 'rotate-45')} aria-hidden="true" />
      </button>
    </div>
  );
}
