import { describe, expect, it } from 'vitest';
import enShell from '../../../shared/i18n/en/shell.json';
import { selectVisibleNavItems, sidebarNavItems } from './sidebar-nav-items';

function readKey(catalog: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
}

describe('sidebar nav items', () => {
  it('hide the privileged-only Monitoring link from other users', () => {
    const subPaths = (isPrivileged: boolean) =>
      selectVisibleNavItems(isPrivileged).map((item) => item.subPath);
    expect(subPaths(true)).toEqual(sidebarNavItems.map((item) => item.subPath));
    expect(subPaths(false)).toEqual(
      sidebarNavItems.filter((item) => item.subPath !== 'monitoring').map((item) => item.subPath),
    );
  });

  it('have a label in the shell catalog and a unique path', () => {
    for (const item of sidebarNavItems)
      expect(typeof readKey(enShell, item.labelKey), item.labelKey).toBe('string');
    expect(new Set(sidebarNavItems.map((item) => item.subPath)).size).toBe(sidebarNavItems.length);
  });
});
