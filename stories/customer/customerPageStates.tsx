import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  type CustomerPageContext,
  connectCustomerPage,
  customerPageMachine,
  SAMPLE_USERNAME,
  sampleActivity,
  sampleProfile,
  sampleVersions,
} from '../../machines/customerPage/index.ts';
import type { CustomerPageViewProps } from '../../src/features/customer/CustomerPageView.tsx';

/* Story props made the way the route makes them: connect() of a machine snapshot. */

const defaults: CustomerPageContext = {
  username: SAMPLE_USERNAME,
  tab: 'profile',
  profile: null,
  versions: [],
  historyDate: null,
  requestedDate: null,
  activity: null,
  error: null,
  activityError: null,
};

/** Everything loaded: the current profile, its versions and the activity. */
export const loaded: Partial<CustomerPageContext> = {
  profile: sampleProfile,
  versions: sampleVersions.versions,
  activity: sampleActivity,
};

/** The page open with `main` and `activity` in the given states. */
export const openValue = (main: StateValue, activity: 'loading' | 'loaded' | 'failed') => ({
  open: { main, activity },
});

export const customerPageView = (value: StateValue, context: Partial<CustomerPageContext> = {}) =>
  connectCustomerPage(
    customerPageMachine.resolveState({ value, context: { ...defaults, ...context } }),
  );

export function customerPageArgs(page: CustomerPageViewProps['page']): CustomerPageViewProps {
  return {
    page,
    backHref: '/lender/admin/customers',
    onSelectTab: fn(),
    onSelectVersion: fn(),
    onRetry: fn(),
    onRetryActivity: fn(),
  };
}
