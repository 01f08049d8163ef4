import { useTranslation } from '../../lib/i18n/use-translation';
import { LogOut } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useShellUser } from './shell-user-context';
import { SidebarItemContent } from './sidebar-item-content';
import { getSidebarItemClasses } from './sidebar-item-styles';

interface SidebarAccountProps {
  isCollapsed: boolean;
}

/** The signed-in user's e-mail and the sign-out button; nothing until a user with a sign-out is known. */
export function SidebarAccount({ isCollapsed }: SidebarAccountProps) {
  const { t } = useTranslation('shell');
  const { email, signOut } = useShellUser();
  if (!email || !signOut) return null;

  return (
    <div className="space-y-1">
      {!isCollapsed && (
        <p className="px-1 text-xs text-slate-600">
          {t('user.signedInAs')}{' '}
          <span className="block truncate text-sm font-medium text-slate-900" title={email}>
            {email}
          </span>
        </p>
      )}
      <button
        type="button"
        onClick={() => {
          void signOut();
        }}
        title={isCollapsed ? `${t('user.signOut')} (${email})` : undefined}
        className={cn(getSidebarItemClasses(isCollapsed), 'text-slate-700 hover:bg-slate-100')}
      >
        <SidebarItemContent icon={LogOut} label={t('user.signOut')} isCollapsed={isCollapsed} />
      </button>
    </div>
  );
}
