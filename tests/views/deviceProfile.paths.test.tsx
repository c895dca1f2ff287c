// @vitest-environment jsdom
// The device panel's variants: the contacts sync replayed through the profile's device data, the
// message variant of 'Filtered Messages', and a device user's summary dialog.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  contactsSyncPaths,
  CONTACTS_SYNC_SAMPLE as SAMPLE,
} from '../../machines/contactsSync/contactsSync.paths.ts';
import { contactsSyncShows } from '../../machines/contactsSync/contactsSync.shows.ts';
import {
  type ContactsSyncActors,
  connectContactsSync,
  CONTACTS_SYNC_TEXTS as T,
} from '../../machines/contactsSync/index.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { formatRupees } from '../../src/domain/format.ts';
import { DeviceCard } from '../../src/features/devices/components/DeviceCard.tsx';
import { MessagesPanel } from '../../src/features/devices/components/MessagesPanel.tsx';
import { DEVICES_TEXTS } from '../../src/features/devices/devicesTexts.ts';
import { ProfileDevicePanel } from '../../src/features/devices/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer, sampleAnswer } from '../support/fakeCustomerServer.ts';
import {
  devicesAnswer,
  sampleDevices,
  sampleProfileInfo,
  sampleUserSummary,
} from '../support/fixtures/devices.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { sizeScrollArea } from './pagedListView.ts';
import { viewCases } from './viewPaths.ts';

// jsdom lays nothing out: the lists' scroll areas get a size.
sizeScrollArea('data-device-list-scroll', { width: 1000, height: 500 });

const D = DEVICES_TEXTS;
const shared = sampleDevices.devices[0]!;
type Server = ReturnType<typeof fakeCustomerServer>;

const withClient = (node: React.ReactNode) => (
  <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>{node}</QueryClientProvider>
);

type SyncFakes = DeferredActors<ContactsSyncActors> & { server: Server };

function syncDriver(): ViewDriver<SyncFakes> {
  return {
    fakes: () => ({
      ...deferredActors<ContactsSyncActors>(['syncContacts']),
      server: fakeCustomerServer(),
    }),
    render: (fakes) =>
      withClient(
        <ProfileDevicePanel
          queries={fakes.server.queries}
          username={SAMPLE.username}
          canSync
          syncContacts={fakes.actors.syncContacts}
        />,
      ),
    prepare: async ({ user }) => {
      await user.click(screen.getByRole('radio', { name: D.profileViews[1] }));
      await screen.findByRole('table', { name: D.profileContactsTable });
    },
    gestures: {
      'contacts.sync': (_e, { user }) => user.click(screen.getByRole('button', { name: T.sync })),
      'contacts.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
    },
    expectState: async (
      state: AnyMachineSnapshot,
      { fakes, path, step }: ReplayContext<SyncFakes>,
    ) => {
      expectScreenShows(contactsSyncShows as never, state, screen);
      const view = connectContactsSync(state as never);
      expect(screen.queryAllByRole('alert').map((n) => n.textContent)).toEqual(
        view.error ? [view.error] : [],
      );
      if (view.busy) {
        expect(fakes.latest('syncContacts').input).toEqual({ username: SAMPLE.username });
      }
      // Each sync reads the contacts again.
      const syncs = path.steps
        .slice(0, step + 1)
        .filter((s) => s.event.type === 'xstate.done.actor.syncContacts').length;
      await waitFor(() =>
        expect(
          fakes.server
            .of('profile-info-view')
            .filter((r) => r.query.get('data_required') === 'contacts'),
        ).toHaveLength(1 + syncs),
      );
    },
  };
}

describe('contacts sync through the profile device data', () => {
  it.each(viewCases(contactsSyncPaths))('$title', async ({ path }) => {
    await replayThroughView(path, syncDriver());
  });
});

describe('the profile device data', () => {
  it('shows the messages first, then the synced contacts; no sync for a role without the rule', async () => {
    const server = fakeCustomerServer();
    render(
      withClient(
        <ProfileDevicePanel queries={server.queries} username={SAMPLE.username} canSync={false} />,
      ),
    );
    await screen.findByRole('table', { name: D.profileMessagesTable });
    for (const m of sampleProfileInfo.messages.messages) {
      expect(await screen.findByText(m.body)).toBeVisible();
    }
    await userEvent.setup().click(screen.getByRole('radio', { name: D.profileViews[1] }));
    const contacts = await screen.findByRole('table', { name: D.profileContactsTable });
    expect(within(contacts).getByText('Meena Iyer')).toBeVisible();
    expect(screen.queryByRole('button', { name: T.sync })).toBeNull();
    expect(server.of('profile-info-view').map((r) => r.query.get('data_required'))).toEqual([
      'messages',
      'contacts',
    ]);
  });

  it('syncs through the v1 client: a POST for the customer', async () => {
    const server = fakeCustomerServer();
    render(
      withClient(
        <ProfileDevicePanel queries={server.queries} username={SAMPLE.username} canSync />,
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: D.profileViews[1] }));
    await user.click(await screen.findByRole('button', { name: T.sync }));
    expect(await screen.findByText(T.synced(508))).toBeVisible();
    const [sync] = server.of('contacts-sync');
    expect(sync!.method).toBe('POST');
    expect(sync!.username).toBe(SAMPLE.username);
  });
});

describe("Filtered Messages' variant", () => {
  it('asks for all, positive or negative messages of the filter', async () => {
    const server = fakeCustomerServer();
    render(
      withClient(
        <MessagesPanel
          queries={server.queries}
          deviceId={shared.device_id}
          username={SAMPLE.username}
          containsMobile={false}
        />,
      ),
    );
    await screen.findByRole('table', { name: 'Banking messages' });
    const variants = screen.getByRole('radiogroup', { name: D.variantLabel });
    expect(within(variants).getByRole('radio', { name: 'All' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(variants).getByRole('radio', { name: 'Positive' }));
    await screen.findByRole('table', { name: 'Banking messages, Positive' });
    await user.click(within(variants).getByRole('radio', { name: 'Negative' }));
    await screen.findByRole('table', { name: 'Banking messages, Negative' });
    const reads = server.of(`devices/${shared.device_id}/messages`);
    expect(reads.map((r) => [r.query.get('filter'), r.query.get('variant')])).toEqual([
      ['Banking', 'all'],
      ['Banking', 'positive'],
      ['Banking', 'negative'],
    ]);
  });
});

describe('the device users summary dialog', () => {
  it("opens one user's summary: name, blacklist level and loans", async () => {
    // The other user of the phone is not the sample customer: their summary comes first.
    const server = fakeCustomerServer((request) => devicesAnswer(request) ?? sampleAnswer(request));
    render(
      withClient(
        <DeviceCard
          queries={server.queries}
          device={shared}
          username={SAMPLE.username}
          devicesKey={['devices']}
          current={false}
          containsMobile={false}
        />,
      ),
    );
    const other = shared.profiles[1]!;
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: D.openSummary(other.name, other.username) }),
    );
    const dialog = await screen.findByRole('dialog', { name: D.userSummary(other.name) });
    const loans = await within(dialog).findByRole('table', { name: D.summaryLoans(other.name) });
    expect(server.of('device-users-summary').map((r) => r.username)).toEqual([other.username]);
    expect(within(dialog).getByText(String(sampleUserSummary.blacklist_level))).toBeVisible();
    const rows = within(loans).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(D.summaryColumns.join(''));
    const first = sampleUserSummary.loans[0]!;
    expect(rows[1]).toHaveTextContent(String(first.loan_id));
    expect(rows[1]).toHaveTextContent(formatRupees(first.total_paid));
    expect(rows[1]).toHaveTextContent(formatRupees(first.total_remaining));
    expect(rows).toHaveLength(1 + sampleUserSummary.loans.length);
    await user.click(within(dialog).getByRole('button', { name: D.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
