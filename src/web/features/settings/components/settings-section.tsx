import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';

interface SettingsSectionProps {
  title: string;
  description?: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** One card of the settings page, labelled by its heading. */
export function SettingsSection({ title, description, icon: Icon, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="space-y-1">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Icon className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
            {title}
          </h2>
          {description && <p className="text-sm text-slate-700">{description}</p>}
        </div>
        {children}
      </Card>
    </section>
  );
}
