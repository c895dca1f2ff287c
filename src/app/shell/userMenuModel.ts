// What the user menu lists, derived from plain data so the menu itself only renders.
import { MENU_ENTRIES, type MenuKey } from '../../domain/access/index.ts';
import { SHELL_TEXTS as T } from './shellTexts.ts';

export type ConnectionStatus = 'connected' | 'disconnected' | 'connecting' | 'reconnecting';

export type AccountMenuItem = {
  /** The key looked up in the set of available screens. */
  key: string;
  label: string;
  href: string;
};

const menuLabel = (key: MenuKey): string =>
  MENU_ENTRIES.find((entry) => entry.key === key)?.label ?? key;

/**
 * The user-menu links of part 1 §2, in the spec's order, minus the screens that do not exist yet.
 * View Profile and Chat Profile are dashboard sub-routes; the two settings pages sit at the root.
 */
export function accountMenuItems(
  available: ReadonlySet<string>,
  basePath: string,
  /** The guided tour's restart (the chat page), for those who have chat. */
  tour: { href: string; label: string } | null = null,
): AccountMenuItem[] {
  const items: AccountMenuItem[] = [
    { key: 'user', label: menuLabel('user'), href: `${basePath}/user` },
    { key: 'chat-profile', label: menuLabel('chat-profile'), href: `${basePath}/chat-profile` },
    { key: 'user-profile-setting', label: T.accountSetting, href: '/user-profile-setting' },
    { key: 'user-profile-activity', label: T.loginActivity, href: '/user-profile-activity' },
  ];
  const open = items.filter((item) => available.has(item.key));
  return tour ? [...open, { key: 'tour', ...tour }] : open;
}

/** Up to two letters: the first of the first and of the last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The spec shows two words only: anything but an open connection reads as Disconnected. */
export const connectionLabel = (status: ConnectionStatus): string =>
  status === 'connected' ? T.connected : T.disconnected;

export const presenceLabel = (online: boolean): string => (online ? T.online : T.offline);
