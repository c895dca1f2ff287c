import { Suspense, useEffect, useMemo } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import type { StaffProfile } from '../../machines/appSession/index.ts';
import type { SessionEndReason } from '../../machines/session/index.ts';
import {
  canOpenRoute,
  deriveRoleFlags,
  landingRoute,
  menuLabel,
  roleAreas,
  roleLabel,
} from '../domain/access/index.ts';
import {
  createRealtimeActors,
  RealtimeProvider,
  useRealtimeStatus,
} from '../features/realtime/index.ts';
import { SessionGuard } from '../features/session/index.ts';
// The host alone (not the feature's index): the loop's code stays in the call screen's chunk.
import { SoftCallHost } from '../features/softCall/SoftCallHost.tsx';
import { createLazyTransport } from '../platform/realtime/lazyTransport.ts';
import { lazyDefault } from '../ui/lazyPanel.tsx';
import { PageStatus } from './PageStatus.tsx';
import {
  ACCOUNT_PAGES,
  ADMIN_BASE,
  CHAT_ADMIN_BASE,
  CHAT_HOME_PATH,
  CHAT_LOGIN_PATH,
  CHAT_SIDE_SCREENS,
  LOGIN_PATH,
  screenKeyAt,
} from './paths.ts';
import { forgetReturnTo, peekReturnTo } from './returnTo.ts';
import { SignedInLayout } from './SignedInLayout.tsx';
import { CatchUpAfterRealtimeGap, SignedInQueries } from './SignedInQueries.tsx';
import { api, config } from './services.ts';
import { readSessionLimits } from './sessionLimits.ts';
import { useScreenHeader } from './useScreenHeader.ts';

// The message connection lives with the signed-in pages: leaving them at sign-out closes it for
// good. mqtt.js is its own chunk, fetched after first content when the connection opens.
const realtimeActors = createRealtimeActors({
  chat: api.chatPlain,
  transport: createLazyTransport(() =>
    import('../platform/realtime/mqttTransport.ts').then((m) =>
      m.createMqttTransport({ url: config.mqttUrl }),
    ),
  ),
});

import { AVAILABLE_SCREENS, preloadScreen, SCREENS } from './screens.tsx';
import { RoleStart, RouteRefusal } from './shell/index.ts';

type SignedInRoutesProps = { profile: StaffProfile; onSignOut: (reason: SessionEndReason) => void };

/**
 * Where /lender/admin sends this user: the role's landing (an investor: Investors); a role with
 * no screen built stays on /lender/admin itself, which then says what it can open.
 */
export function landingPath(profile: StaffProfile): string {
  const key = landingRoute(deriveRoleFlags(profile), { available: AVAILABLE_SCREENS });
  return key ? `${ADMIN_BASE}/${key}` : ADMIN_BASE;
}

export function SignedInRoutes({ profile, onSignOut }: SignedInRoutesProps) {
  const landing = landingPath(profile);
  // The chat side's home (spec part 2 §2: signed in at / → all channels), for those with chat.
  const chatLanding = canOpenRoute(deriveRoleFlags(profile), 'chat') ? CHAT_HOME_PATH : landing;
  return (
    <SessionGuard onSignedOut={onSignOut} {...readSessionLimits()}>
      <SignedInQueries>
        <RealtimeProvider signedIn actors={realtimeActors}>
          <CatchUpAfterRealtimeGap />
          {/* A call started at Customer Support stays up, with its popup, over any other screen. */}
          <SoftCallHost>
            <Switch>
              <Route path={LOGIN_PATH}>
                <AfterSignIn landing={landing} username={profile.username} />
              </Route>
              <Route path={CHAT_LOGIN_PATH}>
                <AfterSignIn landing={chatLanding} username={profile.username} />
              </Route>
              <Route path="/lender/user/:idOrUsername">
                <CustomerScreen profile={profile} onSignOut={() => onSignOut('user')} />
              </Route>
              <Route path="/lender/loan/:loanId">
                <LoanScreen profile={profile} onSignOut={() => onSignOut('user')} />
              </Route>
              <Route path="/bchat/magic-link/*">
                <AfterSignIn landing={chatLanding} username={profile.username} />
              </Route>
              <Route path={CHAT_ADMIN_BASE}>
                <Redirect to={`${CHAT_ADMIN_BASE}/dashboard`} replace />
              </Route>
              <Route path={`${CHAT_ADMIN_BASE}/:tab`}>
                {(params) =>
                  CHAT_SIDE_SCREENS[params.tab] ? (
                    <Screen
                      profile={profile}
                      landing={landing}
                      screenKey={CHAT_SIDE_SCREENS[params.tab]}
                      onSignOut={() => onSignOut('user')}
                    />
                  ) : (
                    <Redirect to={chatLanding} replace />
                  )
                }
              </Route>
              <Route path="/">
                <Redirect to={chatLanding} replace />
              </Route>
              {/* The user menu's account pages sit at the root (part 1 §2). */}
              <Route path={ACCOUNT_PAGES}>
                {(params) => (
                  <Screen
                    profile={profile}
                    landing={landing}
                    screenKey={params[0]}
                    onSignOut={() => onSignOut('user')}
                  />
                )}
              </Route>
              <Route path={ADMIN_BASE}>
                {landing === ADMIN_BASE ? (
                  <StartScreen profile={profile} onSignOut={() => onSignOut('user')} />
                ) : (
                  <Redirect to={landing} replace />
                )}
              </Route>
              {/* The id segment is optional and kept in the same route, so swapping cases does not remount.
                  A desk's case may sit one segment deeper (Customer Support's /support/{id}). */}
              <Route path={`${ADMIN_BASE}/:key/:id?/:caseId?`}>
                <Screen profile={profile} landing={landing} onSignOut={() => onSignOut('user')} />
              </Route>
              <Route>
                <Redirect to={landing} replace />
              </Route>
            </Switch>
          </SoftCallHost>
        </RealtimeProvider>
      </SignedInQueries>
    </SessionGuard>
  );
}

function Screen({
  profile,
  landing,
  screenKey,
  onSignOut,
}: {
  profile: StaffProfile;
  landing: string;
  /** The screen, when the route does not name it under /lender/admin (the chat side's tabs). */
  screenKey?: string;
  onSignOut: () => void;
}) {
  const params = useParams<{ key: string }>();
  const key = screenKey ?? params.key ?? '';
  const connection = useRealtimeStatus();
  const flags = deriveRoleFlags(profile);
  const screen = SCREENS[key];
  const header = useScreenHeader(screen?.header ?? 'plain', key);
  // A screen not built yet is an unknown path, not a refusal.
  if (!screen) return <Redirect to={landing} replace />;
  const { Page } = screen;
  const allowed = canOpenRoute(flags, screen.menuKey ?? key);
  return (
    <SignedInLayout
      profile={profile}
      activeKey={key}
      connection={connection}
      header={
        allowed
          ? { ...header, title: screen.titled ? menuLabel(key) : undefined }
          : { variant: 'plain' }
      }
      onSignOut={onSignOut}
    >
      {allowed ? (
        <Suspense fallback={<PageStatus busy />}>
          <Page profile={profile} screenKey={key} />
        </Suspense>
      ) : (
        <RouteRefusal landingHref={landing} />
      )}
    </SignedInLayout>
  );
}

/** /lender/admin for a role without a screen of its own: what it can open, from its menu. */
function StartScreen({ profile, onSignOut }: { profile: StaffProfile; onSignOut: () => void }) {
  const connection = useRealtimeStatus();
  const flags = deriveRoleFlags(profile);
  const { open, notOffered } = roleAreas(flags, AVAILABLE_SCREENS);
  return (
    <SignedInLayout
      profile={profile}
      activeKey=""
      connection={connection}
      header={{ variant: 'plain' }}
      onSignOut={onSignOut}
    >
      <RoleStart
        roleLabel={roleLabel(flags)}
        open={open}
        notOffered={notOffered}
        basePath={ADMIN_BASE}
      />
    </SignedInLayout>
  );
}

const CustomerDetailPage = lazyDefault(() => import('./pages/CustomerDetailPage.tsx'));

/** A customer's page, inside the shell with Customers marked; the server decides who may see it. */
function CustomerScreen({ profile, onSignOut }: { profile: StaffProfile; onSignOut: () => void }) {
  const connection = useRealtimeStatus();
  const flags = useMemo(() => deriveRoleFlags(profile), [profile]);
  return (
    <SignedInLayout
      profile={profile}
      activeKey="customers"
      connection={connection}
      header={{ variant: 'plain' }}
      onSignOut={onSignOut}
    >
      <Suspense fallback={<PageStatus busy />}>
        <CustomerDetailPage
          backHref={canOpenRoute(flags, 'customers') ? '/lender/admin/customers' : null}
          flags={flags}
          me={profile.username}
        />
      </Suspense>
    </SignedInLayout>
  );
}

const LoanPage = lazyDefault(() => import('./pages/LoanPage.tsx'));

/** A loan's page, inside the shell with no menu entry marked; the server decides who may see it. */
function LoanScreen({ profile, onSignOut }: { profile: StaffProfile; onSignOut: () => void }) {
  const connection = useRealtimeStatus();
  const flags = useMemo(() => deriveRoleFlags(profile), [profile]);
  return (
    <SignedInLayout
      profile={profile}
      activeKey=""
      connection={connection}
      header={{ variant: 'plain' }}
      onSignOut={onSignOut}
    >
      <Suspense fallback={<PageStatus busy />}>
        <LoanPage profile={profile} flags={flags} />
      </Suspense>
    </SignedInLayout>
  );
}

/** Back to where the visitor was going before signing in (path, query and hash), else landing. */
function AfterSignIn({ landing, username }: { landing: string; username: string }) {
  const target = peekReturnTo(username) ?? landing;
  useEffect(() => forgetReturnTo(), []);
  return <Redirect to={target} replace />;
}

/**
 * Fetches the chunk of the page at `path`. A cold load calls it as soon as this chunk is in, so
 * the page's code arrives beside the session's opening calls rather than after them.
 */
export function preloadScreenAt(path: string): Promise<unknown> {
  if (path.startsWith('/lender/loan/')) return LoanPage.preload();
  if (path.startsWith('/lender/user/')) return CustomerDetailPage.preload();
  const key = screenKeyAt(path);
  return key ? preloadScreen(key) : Promise.resolve();
}
