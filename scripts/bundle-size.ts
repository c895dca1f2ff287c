// The bundle budgets of ARCHITECTURE §7, measured as a user's browser receives the build: each
// route opened in Chromium (empty cache) from the reference server, which sends the build's
// brotli twins; every JS response's transferred body is counted. Prints a table and fails (exit 1)
// over any budget:
//   login ≤ 130 KiB · public pages ≤ 110 KiB · a signed-in screen's critical path ≤ 170 KiB and
//   its own page chunk ≤ 30 KiB · heavy islands (mqtt, xlsx, piopiy, pdf.js, maplibre) never in a
//   critical path; mqtt only after first content on signed-in screens, the others never on load.
// The critical path is every script the route loads, less the chunks loaded after first content
// (the account menu and mqtt, which wait for the page to settle).
//   node scripts/bundle-size.ts [--files]   (reads dist/: run `npm run build:demo` first;
//   --files lists every script a route loads, with the module its chunk is named after)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright';
import { issueLogin } from '../server/auth/tokens.ts';
import { one } from '../server/db/statements.ts';
import { demoUser } from '../server/seed/demoUsers.ts';
import { findUserByUsername } from '../server/staff.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { startReferenceServer } from './referenceServer.ts';

const DIST = 'dist';
const KIB = 1024;
const BUDGET = { login: 130, public: 110, signedIn: 170, pageChunk: 30 } as const;

type Chunk = { file: string; imports?: string[] };
if (!existsSync(path.join(DIST, '.vite/manifest.json'))) {
  console.error('No build in dist/: run `npm run build:demo` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The files a set of modules needs before it runs: their chunks and their static imports. */
function closure(keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * What loads only where used, after first content or on a gesture, by the module it starts
 * from: the heavy islands, the account menu and the date picker's calendar. Never part of a
 * critical path; the chunks they share with nothing critical come with them.
 */
const ISLANDS: Record<string, RegExp> = {
  'user menu': /^src\/app\/shell\/UserMenu\.tsx$/,
  calendar: /^src\/ui\/calendar\/CalendarPopover\.tsx$/,
  mqtt: /^src\/platform\/realtime\/mqttTransport\.ts$/,
  xlsx: /node_modules\/xlsx\/|xlsxExport/,
  piopiy: /piopiy/,
  'pdf.js': /pdfjs-dist/,
  maplibre: /maplibre-gl/,
  // The support overview's query panel comes after Customer Support's calls.
  'support overview': /^src\/features\/support\/SupportOverviewSection\.tsx$/,
  // A simulator build's steering panel, after a call screen's first content (never in production).
  'telephony simulator': /^src\/features\/call\/TelephonySimulatorPanel\.tsx$/,
  // The chat side's guided tour, after the chat page's first content.
  tour: /^src\/features\/tour\/TourHost\.tsx$/,
  // Each loan-page tab is its own chunk: the open one loads after the page's header is up.
  'loan tab': /^src\/features\/loanPage\/(tabs|profile|comments|status)\/[A-Za-z]+Tab\.tsx$/,
};
const islandFiles = Object.fromEntries(
  Object.entries(ISLANDS).map(([name, re]) => [
    name,
    closure(Object.keys(manifest).filter((key) => re.test(key))),
  ]),
) as Record<string, Set<string>>;
/** The island a late file belongs to (the first whose closure holds it). */
const islandOf = (file: string) =>
  Object.entries(islandFiles).find(([, files]) => files.has(file))?.[0] ?? null;

type Kind = 'login' | 'public' | 'signedIn';
type Route = {
  name: string;
  kind: Kind;
  path: string;
  /** The route's own page module (its chunk must stay small). */
  page: string;
  /** Islands this route may load after first content. */
  lateIslands?: readonly string[];
  /** Lazy modules the page is reached through (a shared entry of the screens table). */
  via?: readonly string[];
  /** Modules of which the route may load one only with no gesture (the open tab of several). */
  oneOf?: RegExp;
};

/** The modules a route's first content needs, by kind: the entry, the session, its routes. */
const CRITICAL_ENTRIES: Record<Kind, readonly string[]> = {
  login: ['index.html', 'src/app/SessionRoot.tsx', 'src/app/SignedOutRoutes.tsx'],
  public: ['index.html'],
  signedIn: ['index.html', 'src/app/SessionRoot.tsx', 'src/app/SignedInRoutes.tsx'],
};

const { server, origin } = await startReferenceServer(DIST);
const admin = findUserByUsername(server.db, demoUser('is_kosh_superadmin').username);
if (!admin) throw new Error('the seed has no admin');
const customer = one<{ username: string }>(server.db, 'SELECT username FROM customers LIMIT 1');
const referral = one<{ code: string }>(
  server.db,
  "SELECT user_referral_code AS code FROM staff_profiles WHERE user_referral_code <> '' LIMIT 1",
);

const signedIn = (
  name: string,
  route: string,
  page: string,
  late: readonly string[] = [],
): Route => ({
  name,
  kind: 'signedIn',
  path: route,
  page,
  lateIslands: ['mqtt', 'user menu', 'calendar', ...late],
});
const ROUTES: Route[] = [
  { name: 'login', kind: 'login', path: '/lender/auth', page: 'src/app/SignedOutRoutes.tsx' },
  {
    name: 'employee card',
    kind: 'public',
    path: `/lender/kosh/${admin.id}`,
    page: 'src/app/EmployeeCardPage.tsx',
  },
  {
    name: 'referral sign-up',
    kind: 'public',
    path: `/lender/referral/${referral?.code ?? 'KOSH0001'}`,
    page: 'src/app/ReferralPage.tsx',
  },
  {
    name: 'terms',
    kind: 'public',
    path: '/lender/auths/terms',
    page: 'src/features/help/HelpPages.tsx',
  },
  signedIn('search-loan', '/lender/admin/search-loan', 'src/app/pages/LoanListPage.tsx'),
  signedIn('approved-loans', '/lender/admin/approved-loans', 'src/app/pages/LoanListPage.tsx'),
  signedIn('customers', '/lender/admin/customers', 'src/app/pages/CustomersPage.tsx'),
  signedIn(
    'customer page',
    `/lender/user/${customer?.username}`,
    'src/app/pages/CustomerDetailPage.tsx',
  ),
  // Loan 6: approved, lacking its EMI start date (the seed's #loanConfig jump); Loan Config opens.
  // Only the open tab's code comes, after the page's header: the others wait for a gesture.
  {
    ...signedIn('loan page', '/lender/loan/6', 'src/app/pages/LoanPage.tsx', ['loan tab']),
    oneOf: ISLANDS['loan tab'],
  },
  signedIn('dashboard', '/lender/admin/dashboard', 'src/app/pages/DashboardPage.tsx'),
  signedIn('chat', '/lender/admin/chat', 'src/app/pages/ChatScreenPage.tsx', ['tour']),
  signedIn('business profile', '/bchat/admin/business', 'src/app/pages/BusinessProfilePage.tsx'),
  signedIn('login activity', '/user-profile-activity', 'src/app/pages/AccountPage.tsx'),
  signedIn('GLs-Profile', '/lender/admin/fso', 'src/app/pages/GroupLeaderProfilePage.tsx'),
  signedIn(
    'customer support',
    '/lender/admin/callingDetails',
    'src/app/pages/CustomerSupportPage.tsx',
    ['support overview', 'telephony simulator'],
  ),
  signedIn('lead desk', '/lender/admin/newLead', 'src/app/pages/LeadDeskPage.tsx', [
    'telephony simulator',
  ]),
  signedIn(
    'recovery desk',
    '/lender/admin/newRecoveryCalls',
    'src/app/pages/RecoveryDeskPage.tsx',
    ['telephony simulator'],
  ),
  signedIn(
    'audit recovery',
    '/lender/admin/newAuditRecoveryCalls',
    'src/app/pages/AuditRecoveryPage.tsx',
    ['telephony simulator'],
  ),
  signedIn('staff profile', '/lender/admin/user', 'src/features/profile/StaffProfilePage.tsx'),
  // The map (maplibre) waits for a route to be asked for: nothing of it on load.
  {
    ...signedIn('location', '/lender/admin/location', 'src/app/pages/LocationPage.tsx'),
    via: ['src/app/pages/TeamScreensPage.tsx'],
  },
  {
    ...signedIn('team admin', '/lender/admin/members', 'src/app/pages/MembersPage.tsx'),
    via: ['src/app/pages/TeamScreensPage.tsx'],
  },
  {
    ...signedIn(
      'employee page',
      '/lender/admin/employeeStatusPage?user=9000000019',
      'src/app/pages/EmployeePage.tsx',
    ),
    via: ['src/app/pages/TeamScreensPage.tsx'],
  },
  {
    ...signedIn(
      'employee status',
      '/lender/admin/employee-status',
      'src/app/pages/EmployeeStatusPage.tsx',
    ),
    via: ['src/app/pages/TeamScreensPage.tsx'],
  },
  {
    ...signedIn('jobs', '/lender/admin/jobs', 'src/app/pages/JobsPage.tsx'),
    via: ['src/app/pages/TeamScreensPage.tsx'],
  },
];

type Loaded = { file: string; bytes: number };

/** The first of the route's own islands whose closure holds the file. */
const ownIsland = (route: Route, file: string) =>
  route.lateIslands?.find((name) => islandFiles[name]?.has(file)) ?? null;

async function measure(browser: Browser, route: Route): Promise<Loaded[]> {
  const context = await browser.newContext({ baseURL: origin });
  if (route.kind === 'signedIn') {
    const login = issueLogin(server.db, server.config, admin!.id);
    await context.addInitScript((refresh) => {
      localStorage.setItem('kosh.refreshToken', refresh);
    }, login.refresh);
  }
  const page = await context.newPage();
  const pending: Array<Promise<Loaded | null>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(
      response
        .finished()
        .then(() => response.request().sizes())
        .then((sizes) => ({ file: url.pathname.slice(1), bytes: sizes.responseBodySize })),
    );
  });
  await page.goto(route.path, { waitUntil: 'networkidle' });
  // The islands that wait for an idle moment after first content (2 s at the latest).
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  const loaded = (await Promise.all(pending)).filter((l): l is Loaded => l !== null);
  await context.close();
  return loaded;
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1).padStart(6)} KiB`;
const failures: string[] = [];
const notes: string[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  console.log(
    'JS transferred per route (brotli, empty cache), Chromium against the reference server\n',
  );
  console.log(
    `${'route'.padEnd(18)} ${'critical'.padStart(10)} ${'budget'.padStart(8)} ${'page chunk'.padStart(11)}  after first content`,
  );
  for (const route of ROUTES) {
    const loaded = await measure(browser, route);
    const needed = closure([...CRITICAL_ENTRIES[route.kind], ...(route.via ?? []), route.page]);
    const late = loaded.filter((l) => !needed.has(l.file));
    const critical = loaded.filter((l) => needed.has(l.file)).reduce((sum, l) => sum + l.bytes, 0);
    for (const [island, files] of Object.entries(islandFiles)) {
      const first = [...files][0];
      if (first && needed.has(first))
        failures.push(`${route.name}: ${island} is on the critical path`);
    }
    const pageFile = manifest[route.page]?.file;
    const pageBytes = loaded.find((l) => l.file === pageFile)?.bytes ?? 0;
    const budget = BUDGET[route.kind];
    const lateBy = new Map<string, number>();
    for (const l of late) {
      const island = ownIsland(route, l.file) ?? islandOf(l.file) ?? l.file;
      lateBy.set(island, (lateBy.get(island) ?? 0) + l.bytes);
    }
    console.log(
      `${route.name.padEnd(18)} ${kib(critical)} ${`${budget} KiB`.padStart(8)} ${kib(pageBytes).padStart(11)}  ${[...lateBy].map(([name, bytes]) => `${name} ${kib(bytes).trim()}`).join(', ') || '-'}`,
    );
    if (process.argv.includes('--files')) {
      for (const l of [...loaded].sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${kib(l.bytes)}  ${l.file}  ← ${keyOfFile.get(l.file) ?? '?'}`);
    }
    if (route.oneOf) {
      const pattern = route.oneOf;
      const entries = Object.keys(manifest).filter((key) => pattern.test(key));
      const files = new Map(entries.map((key) => [manifest[key]!.file, key]));
      const came = loaded.filter((l) => files.has(l.file)).map((l) => files.get(l.file)!);
      notes.push(
        `${route.name}: ${came.length} of its ${entries.length} tab chunks loaded with no gesture (${came.map((key) => path.basename(key, '.tsx')).join(', ') || 'none'})`,
      );
      if (came.length !== 1)
        failures.push(
          `${route.name}: ${came.length} tab chunks loaded on open, not only the open tab's`,
        );
    }
    if (!pageFile) failures.push(`${route.name}: no chunk for ${route.page} in the build`);
    else if (!loaded.some((l) => l.file === pageFile))
      failures.push(`${route.name}: its page chunk was not loaded (did the route render?)`);
    if (critical > budget * KIB)
      failures.push(`${route.name}: critical path ${kib(critical).trim()} over ${budget} KiB`);
    if (route.kind === 'signedIn' && pageBytes > BUDGET.pageChunk * KIB)
      failures.push(
        `${route.name}: page chunk ${kib(pageBytes).trim()} over ${BUDGET.pageChunk} KiB`,
      );
    for (const l of late) {
      // A chunk several islands share counts for whichever of this route's islands holds it.
      const island = ownIsland(route, l.file) ?? islandOf(l.file);
      if (!island || !route.lateIslands?.includes(island))
        failures.push(
          `${route.name}: loads ${l.file} (${island ?? keyOfFile.get(l.file)}) after first content, which is none of its islands`,
        );
    }
  }
} finally {
  await browser.close();
  await server.app.close();
}

for (const note of notes) console.log(`\n${note}`);
console.log('\nLoaded only where used, after first content or on a gesture:');
// Only what an island brings beyond the shell every signed-in or signed-out screen already has.
const shell = closure([...CRITICAL_ENTRIES.login, ...CRITICAL_ENTRIES.signedIn]);
for (const [island, all] of Object.entries(islandFiles)) {
  const files = [...all].filter((file) => !shell.has(file));
  const bytes = files.reduce((sum, file) => {
    const br = path.join(DIST, `${file}.br`);
    return sum + (existsSync(br) ? readFileSync(br).length : 0);
  }, 0);
  if (files.length) console.log(`  ${island.padEnd(9)} ${kib(bytes)}  in ${files.length} chunk(s)`);
}
if (failures.length) {
  console.error(`\nOver budget, or loaded where it does not belong:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nEvery route is within its budget.');
// The broker's and the database's handles would keep the process alive.
process.exit(0);
