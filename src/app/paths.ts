/** The app's own route paths (spec part 1 §2, part 2 §2). */
export const LOGIN_PATH = '/lender/auth';
export const ADMIN_BASE = '/lender/admin';
export const CHAT_LOGIN_PATH = '/bchat/auth-login';

/** Sign-in pages: the read-only guard never applies there. */
export function isAuthPath(pathname: string): boolean {
  return (
    pathname.startsWith(LOGIN_PATH) ||
    pathname.startsWith('/lender/auths/') ||
    pathname.startsWith(CHAT_LOGIN_PATH) ||
    pathname.startsWith('/bchat/magic-link/')
  );
}

/** A person's public employee ID card. */
export const employeeCardHref = (userId: number) => `/lender/kosh/${userId}`;

/** Public pages anyone may open signed out. */
export function isPublicPath(pathname: string): boolean {
  return pathname.startsWith('/lender/kosh/') || pathname.startsWith('/lender/referral/');
}

/** The chat side's admin area (spec part 2 §2 'Routes'): its tabs and the screens they show. */
export const CHAT_ADMIN_BASE = '/bchat/admin';
export const CHAT_HOME_PATH = `${CHAT_ADMIN_BASE}/allchannels`;
export const CHAT_SIDE_SCREENS: Readonly<Record<string, string>> = {
  // The bare area redirects here (spec part 2 §2); the chat side's dashboard is its home.
  dashboard: 'chat',
  allchannels: 'chat',
  mentions: 'mentions',
  scheduler: 'scheduler',
  business: 'business',
  createchannel: 'createchannel',
  location: 'location',
  complaints: 'complaints',
  investors: 'investors',
  members: 'members',
  'employee-status': 'employee-status',
  jobs: 'jobs',
  tasks: 'tasks',
};
/** The user menu's account pages (part 1 §2), at the root: the route's one segment is the screen. */
export const ACCOUNT_PAGES = /^\/(user-profile-(?:setting|activity))$/;

/** The screen (a key of the screens table) a signed-in path opens, when the path names one. */
export function screenKeyAt(pathname: string): string | undefined {
  const area = /^\/(lender|bchat)\/admin\/([^/]+)/.exec(pathname);
  if (!area) return ACCOUNT_PAGES.exec(pathname)?.[1];
  const [, side, key = ''] = area;
  if (side === 'lender') return key;
  return Object.hasOwn(CHAT_SIDE_SCREENS, key) ? CHAT_SIDE_SCREENS[key] : undefined;
}
