export const loginTabs = ['sign-in', 'sign-up'] as const;
export type TLoginTab = (typeof loginTabs)[number];

/** /login?tab=sign-up opens on the sign-up form (the "Créer un compte" links); anything else on sign-in. */
export function getInitialLoginTab(tab: string | null): TLoginTab {
  return tab === 'sign-up' ? 'sign-up' : 'sign-in';
}

/** The tab a key press moves to in the tab list (arrows wrap around, Home and End go to the ends). */
export function getTabAfterKey(current: TLoginTab, key: string): TLoginTab | undefined {
  const index = loginTabs.indexOf(current);
  const last = loginTabs.length - 1;
  switch (key) {
    case 'ArrowRight':
      return loginTabs[index === last ? 0 : index + 1];
    case 'ArrowLeft':
      return loginTabs[index === 0 ? last : index - 1];
    case 'Home':
      return loginTabs[0];
    case 'End':
      return loginTabs[last];
    default:
      return undefined;
  }
}
