import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Toaster } from '../ui/toast/index.ts';
import { PageStatus } from './PageStatus.tsx';
import { SessionRoot } from './routeChunks.ts';

// Public pages are their own chunk: a visitor of an ID card never loads the back office.
const EmployeeCardPage = lazy(() =>
  import('./EmployeeCardPage.tsx').then((m) => ({ default: m.EmployeeCardPage })),
);
const TermsPage = lazy(() =>
  import('../features/help/HelpPages.tsx').then((m) => ({ default: m.TermsPage })),
);
const HelpPage = lazy(() =>
  import('../features/help/HelpPages.tsx').then((m) => ({ default: m.HelpPage })),
);
const ReferralPage = lazy(() =>
  import('./ReferralPage.tsx').then((m) => ({ default: m.ReferralPage })),
);

export function App() {
  return (
    <>
      <Suspense fallback={<PageStatus busy />}>
        <Switch>
          <Route path="/lender/kosh/:userId">
            {(params) => <EmployeeCardPage userId={params.userId} />}
          </Route>
          <Route path="/lender/referral/:code">
            {(params) => <ReferralPage code={params.code} />}
          </Route>
          {/* The login footer's pages: open signed in or out. */}
          <Route path="/lender/auths/terms">
            <TermsPage backHref="/lender/auth" />
          </Route>
          <Route path="/lender/auths/faq">
            <HelpPage backHref="/lender/auth" />
          </Route>
          <Route>
            <SessionRoot />
          </Route>
        </Switch>
      </Suspense>
      <Toaster />
    </>
  );
}
