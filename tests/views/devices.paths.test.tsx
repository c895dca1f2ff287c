// @vitest-environment jsdom
// Owner change, message classification and device downloads replayed through the real device
// panel components; the panel itself reads the devices, best device and verification as served.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  DEVICE_DOWNLOAD_SAMPLE,
  deviceDownloadPaths,
} from '../../machines/deviceDownload/deviceDownload.paths.ts';
import { deviceDownloadShows } from '../../machines/deviceDownload/deviceDownload.shows.ts';
import {
  DEVICE_DOWNLOAD_TEXTS,
  type DeviceDownloadActors,
} from '../../machines/deviceDownload/index.ts';
import {
  DEVICE_OWNER_SAMPLE,
  deviceOwnerPaths,
} from '../../machines/deviceOwner/deviceOwner.paths.ts';
import { deviceOwnerShows } from '../../machines/deviceOwner/deviceOwner.shows.ts';
import { DEVICE_OWNER_TEXTS, type DeviceOwnerActors } from '../../machines/deviceOwner/index.ts';
import {
  MESSAGE_CLASSIFICATION_TEXTS,
  type MessageClassificationActors,
} from '../../machines/messageClassification/index.ts';
import {
  MESSAGE_CLASSIFICATION_SAMPLE,
  messageClassificationPaths,
} from '../../machines/messageClassification/messageClassification.paths.ts';
import { messageClassificationShows } from '../../machines/messageClassification/messageClassification.shows.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { DeviceCard } from '../../src/features/devices/components/DeviceCard.tsx';
import { MessagesPanel } from '../../src/features/devices/components/MessagesPanel.tsx';
import { DevicePanel } from '../../src/features/devices/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer } from '../support/fakeCustomerServer.ts';
import { sampleDevices } from '../support/fixtures/devices.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { sizeScrollArea } from './pagedListView.ts';
import { viewCases } from './viewPaths.ts';

// jsdom lays nothing out: the message list's scroll area gets the spec's 500 px.
sizeScrollArea('data-messages-scroll', { width: 1000, height: 500 });

const USERNAME = DEVICE_OWNER_SAMPLE.owner;
const shared = sampleDevices.devices[0]!;
type Server = ReturnType<typeof fakeCustomerServer>;

const withClient = (node: React.ReactNode) => (
  <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>{node}</QueryClientProvider>
);

type OwnerFakes = DeferredActors<DeviceOwnerActors> & { server: Server };

function ownerDriver(): ViewDriver<OwnerFakes> {
  const T = DEVICE_OWNER_TEXTS;
  return {
    fakes: () => ({
      ...deferredActors<DeviceOwnerActors>(['setDeviceOwner']),
      server: fakeCustomerServer(),
    }),
    render: (fakes) =>
      withClient(
        <DeviceCard
          queries={fakes.server.queries}
          device={shared}
          username={USERNAME}
          devicesKey={['devices']}
          current
          containsMobile
          actors={{ setDeviceOwner: fakes.actors.setDeviceOwner }}
        />,
      ),
    gestures: {
      'owner.pick': async (event, { user }) => {
        await user.selectOptions(
          screen.getByRole('combobox', { name: T.ownerLabel(shared.device_id) }),
          event.username,
        );
      },
      'owner.confirm': (_e, { user }) => user.click(screen.getByRole('button', { name: T.ok })),
      'owner.cancel': (_e, { user }) => user.click(screen.getByRole('button', { name: T.cancel })),
      'owner.dismiss': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.dismiss })),
    },
    expectState: (state: AnyMachineSnapshot, { fakes }: ReplayContext<OwnerFakes>) => {
      expectScreenShows(deviceOwnerShows as never, state, screen);
      // Behind the open confirmation the page is inert: look past it.
      const select = screen.getByRole('combobox', {
        name: T.ownerLabel(shared.device_id),
        hidden: true,
      });
      expect(select).toHaveValue(
        state.matches('confirming') || state.matches('saving')
          ? state.context.picked
          : state.context.currentOwner,
      );
      if (state.matches('saving')) {
        expect(fakes.latest('setDeviceOwner').input).toEqual({
          deviceId: shared.device_id,
          username: state.context.picked,
        });
      }
    },
  };
}

type ClassifyFakes = DeferredActors<MessageClassificationActors> & { server: Server };

function classificationDriver(): ViewDriver<ClassifyFakes> {
  const T = MESSAGE_CLASSIFICATION_TEXTS;
  return {
    fakes: () => ({
      ...deferredActors<MessageClassificationActors>([
        'classifyMessage',
        'reclassifyMessage',
        'unclassifyMessage',
      ]),
      server: fakeCustomerServer(),
    }),
    render: (fakes) =>
      withClient(
        <MessagesPanel
          queries={fakes.server.queries}
          deviceId={MESSAGE_CLASSIFICATION_SAMPLE.deviceId}
          username={USERNAME}
          containsMobile={false}
          actors={fakes.actors}
        />,
      ),
    prepare: async () => {
      await screen.findByRole('table', { name: 'Banking messages' });
    },
    gestures: {
      'message.classify': async (event, { user }) => {
        await user.selectOptions(
          await screen.findByRole('combobox', { name: T.classifyLabel(event.messageId) }),
          event.category,
        );
      },
      'undo.confirm': (_e, { user }) => user.click(screen.getByRole('button', { name: T.ok })),
      'undo.cancel': (_e, { user }) => user.click(screen.getByRole('button', { name: T.cancel })),
      'classify.dismiss': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.dismiss })),
    },
    expectState: async (
      state: AnyMachineSnapshot,
      { fakes, path, step }: ReplayContext<ClassifyFakes>,
    ) => {
      expectScreenShows(messageClassificationShows as never, state, screen);
      const picked = state.context.picked;
      if (state.matches('classifying')) {
        expect(fakes.latest('classifyMessage').input).toEqual({
          messageId: picked.messageId,
          category: picked.category,
          deviceId: MESSAGE_CLASSIFICATION_SAMPLE.deviceId,
        });
      }
      if (state.matches('reclassifying')) {
        expect(fakes.latest('reclassifyMessage').input).toEqual({
          messageId: picked.messageId,
          category: picked.category,
        });
      }
      if (state.matches('unclassifying')) {
        expect(fakes.latest('unclassifyMessage').input).toEqual({ messageId: picked.messageId });
      }
      // Every save reads the messages again.
      const saves = path.steps
        .slice(0, step + 1)
        .filter((s) => /^xstate\.done\.actor\./.test(s.event.type)).length;
      await waitFor(() =>
        expect(fakes.server.requests.filter((r) => r.read.endsWith('/messages'))).toHaveLength(
          1 + saves,
        ),
      );
    },
  };
}

type DownloadFakes = DeferredActors<DeviceDownloadActors> & { server: Server };

function downloadDriver(): ViewDriver<DownloadFakes> {
  const T = DEVICE_DOWNLOAD_TEXTS;
  return {
    actorOf: { exportFile: 'exportDevice' },
    fakes: () => ({
      ...deferredActors<DeviceDownloadActors>(['exportDevice']),
      server: fakeCustomerServer(),
    }),
    render: (fakes) =>
      withClient(
        <DeviceCard
          queries={fakes.server.queries}
          device={shared}
          username={USERNAME}
          devicesKey={['devices']}
          current={false}
          containsMobile
          actors={{ exportDevice: fakes.actors.exportDevice }}
        />,
      ),
    gestures: {
      'download.start': (event, { user }) =>
        user.click(
          screen.getByRole('button', { name: T.buttons[event.kind as keyof typeof T.buttons] }),
        ),
      'download.cancel': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.cancel })),
      'download.dismiss': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.close })),
      'export.progress': async (event, { fakes }) => {
        const { act } = await import('@testing-library/react');
        act(() => fakes.latest('exportDevice').input.onProgress(event as never));
      },
    },
    expectState: (state: AnyMachineSnapshot, { fakes }: ReplayContext<DownloadFakes>) => {
      expectScreenShows(deviceDownloadShows as never, state, screen);
      if (state.matches('exporting')) {
        expect(fakes.latest('exportDevice').input).toMatchObject({
          deviceId: DEVICE_DOWNLOAD_SAMPLE.deviceId,
          kind: state.context.request?.kind,
        });
      }
    },
  };
}

describe('device owner change through the device card', () => {
  it.each(viewCases(deviceOwnerPaths))('$title', async ({ path }) => {
    await replayThroughView(path, ownerDriver());
  });
});

describe('message classification through Filtered Messages', () => {
  it.each(viewCases(messageClassificationPaths))('$title', async ({ path }) => {
    await replayThroughView(path, classificationDriver());
  });
});

describe('device downloads through the device card', () => {
  it.each(viewCases(deviceDownloadPaths))('$title', async ({ path }) => {
    await replayThroughView(path, downloadDriver());
  });
});

describe('the device panel', () => {
  it('marks the best device, shows verification with 2 decimals and an owner not set', async () => {
    const server = fakeCustomerServer();
    render(
      withClient(
        <DevicePanel
          queries={server.queries}
          username={USERNAME}
          historyDate={null}
          flags={roleFlagsOf('is_credit_underwriter')}
        />,
      ),
    );
    const best = await screen.findByRole('article', { name: new RegExp(shared.device_id) });
    expect(within(best).getByText('Best device')).toBeVisible();
    expect(within(best).getByText(/82\.36%/)).toBeVisible();
    const other = screen.getByRole('article', { name: /b7d20e4c91aa0f36/ });
    expect(within(other).queryByText('Best device')).toBeNull();
    expect(within(other).getByText(/47\.25%/)).toBeVisible();
    expect(within(other).getAllByText('Not Set').length).toBeGreaterThan(0);
  });

  it("offers 'Contains Mobile' only to the rule's roles, and no owner change on an old version", async () => {
    const server = fakeCustomerServer();
    const { unmount } = render(
      withClient(
        <MessagesPanel
          queries={server.queries}
          deviceId={shared.device_id}
          username={USERNAME}
          containsMobile={false}
        />,
      ),
    );
    await screen.findByRole('table', { name: 'Banking messages' });
    expect(screen.queryByRole('radio', { name: 'Contains Mobile' })).toBeNull();
    unmount();
    render(
      withClient(
        <DevicePanel
          queries={server.queries}
          username={USERNAME}
          historyDate="2026-01-05T10:00:00.000Z"
          flags={roleFlagsOf('is_disbursal_team')}
        />,
      ),
    );
    await screen.findAllByRole('article');
    expect(
      screen.queryByRole('combobox', { name: DEVICE_OWNER_TEXTS.ownerLabel(shared.device_id) }),
    ).toBeNull();
    expect(server.of('devices').at(-1)!.historyDate).toBe('2026-01-05T10:00:00.000Z');
  });
});
