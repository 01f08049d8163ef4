import {
  Activity,
  CalendarDays,
  Gauge,
  LayoutDashboard,
  Library,
  Lightbulb,
  Newspaper,
  Package,
  Scale,
  Settings,
  Siren,
  SlidersHorizontal,
  Truck,
  Users,
  Wallet,
  Wheat,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { TDashboardSubPath } from '../../../shared/routes';

export interface SidebarNavItem {
  subPath: TDashboardSubPath;
  labelKey: string;
  icon: LucideIcon;
  isPrivilegedOnly?: boolean;
}

/** Spec §2 sidebar links, in this order. */
export const sidebarNavItems: readonly SidebarNavItem[] = [
  { subPath: '', labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { subPath: 'production', labelKey: 'nav.production', icon: Gauge },
  { subPath: 'agenda', labelKey: 'nav.agenda', icon: CalendarDays },
  { subPath: 'maintenance', labelKey: 'nav.maintenance', icon: Wrench },
  { subPath: 'stock', labelKey: 'nav.stock', icon: Package },
  { subPath: 'raw-materials', labelKey: 'nav.rawMaterials', icon: Wheat },
  { subPath: 'team', labelKey: 'nav.team', icon: Users },
  { subPath: 'budget', labelKey: 'nav.budget', icon: Wallet },
  { subPath: 'optimisation', labelKey: 'nav.optimisation', icon: SlidersHorizontal },
  { subPath: 'advisory', labelKey: 'nav.advisory', icon: Lightbulb },
  { subPath: 'shop', labelKey: 'nav.shop', icon: Truck },
  { subPath: 'emergency-alerts', labelKey: 'nav.emergencyAlerts', icon: Siren },
  { subPath: 'library', labelKey: 'nav.library', icon: Library },
  { subPath: 'news-blog', labelKey: 'nav.newsBlog', icon: Newspaper },
  { subPath: 'reglementation', labelKey: 'nav.reglementation', icon: Scale },
  { subPath: 'monitoring', labelKey: 'nav.monitoring', icon: Activity, isPrivilegedOnly: true },
  { subPath: 'settings', labelKey: 'nav.settings', icon: Settings },
];

/** The links a user may see: the privileged-only ones (Monitoring) only for a privileged user. */
export function selectVisibleNavItems(isPrivileged: boolean): readonly SidebarNavItem[] {
  return sidebarNavItems.filter((item) => isPrivileged || !item.isPrivilegedOnly);
}
