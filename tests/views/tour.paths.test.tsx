// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AnyMachineSnapshot } from 'xstate';
import { TOUR_TEXTS as T, type TourMode } from '../../machines/tour/index.ts';
import { tourPaths } from '../../machines/tour/tour.paths.ts';
import { tourShows } from '../../machines/tour/tour.shows.ts';
import { TourHost } from '../../src/features/tour/TourHost.tsx';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import { createTourDoneStore } from '../../src/platform/storage/tourDone.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

const ME = '9000000007';
const COMPLETE = {
  business_email: 'a@kosh.example',
  name: 'Kosh',
  doc_group_id: 101,
  business_doc_type: 'GST Certificate',
  address: '12 MG Road, Bengaluru',
  city: 'Bengaluru',
  state: 'KA',
  pin: '560001',
};
const EMPTY = { name: 'Kosh' };

type Fakes = {
  storage: Storage;
  location: ReturnType<typeof memoryLocation>;
  setProfile: (profile: object) => void;
};

function Harness({ fakes }: { fakes: Fakes }) {
  const [profile, setProfile] = useState<object>(COMPLETE);
  fakes.setProfile = setProfile;
  return (
    <Router hook={fakes.location.hook} searchHook={fakes.location.searchHook}>
      <TourHost username={ME} profile={profile} store={createTourDoneStore(fakes.storage)} />
    </Router>
  );
}

/** A tour already done (nothing shows at first), started as the user menu or a link asks. */
function newFakes(done = true): Fakes {
  const storage = createMemoryStorage();
  if (done) createTourDoneStore(storage).recordDone(ME);
  return {
    storage,
    location: memoryLocation({ path: '/bchat/admin/allchannels', record: true }),
    setProfile: () => {},
  };
}

const start = async (fakes: Fakes, mode: TourMode) => {
  act(() => {
    fakes.setProfile(mode === 'complete' ? COMPLETE : EMPTY);
    fakes.location.navigate(
      `/bchat/admin/allchannels?tour=${mode === 'createchannel' ? 'createchannel' : 'restart'}`,
    );
  });
  await screen.findByRole('dialog', { name: T.title });
};

const press = (name: string) => userEvent.setup().click(screen.getByRole('button', { name }));

function tourDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => newFakes(),
    render: (fakes) => <Harness fakes={fakes} />,
    gestures: {
      'tour.start': (e, { fakes }) => start(fakes, e.mode),
      'tour.next': () => press(T.next),
      'tour.skip': () => press(T.skip),
      'tour.close': (_e, { user }) => user.keyboard('{Escape}'),
      'tour.finish': () => press(T.finish),
    },
    expectState: (state: AnyMachineSnapshot, { fakes }) => {
      expectScreenShows(tourShows as never, state, screen);
      // The address forgets a request once the tour has started.
      expect(fakes.location.history?.at(-1)).toBe('/bchat/admin/allchannels');
    },
  };
}

describe('the guided tour through TourHost', () => {
  it.each(viewCases(tourPaths))('$title', async ({ path }) => {
    await replayThroughView(path, tourDriver());
  });

  it('starts by itself until done, and not again once finished', async () => {
    const fakes = newFakes(false);
    const first = render(<Harness fakes={fakes} />);
    expect(await screen.findByText(T.steps.allChannels.title)).toBeInTheDocument();
    await press(T.next);
    await press(T.next);
    await press(T.finish);
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    render(<Harness fakes={fakes} />);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Close records it as done; Esc returns focus to where it was', async () => {
    const fakes = newFakes();
    render(
      <>
        <button type="button">Before</button>
        <Harness fakes={fakes} />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    await start(fakes, 'nonprofile');
    expect(screen.getByText(T.steps.profile.title)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(before).toHaveFocus();
    await start(fakes, 'complete');
    await press(T.close);
    expect(createTourDoneStore(fakes.storage).isDone(ME)).toBe(true);
  });

  it('places a step beside its sidebar entry, or centred without one', async () => {
    const fakes = newFakes();
    render(
      <>
        <a href="/x" data-menu-key="chat">
          Channels
        </a>
        <Harness fakes={fakes} />
      </>,
    );
    const entry = document.querySelector('[data-menu-key="chat"]') as HTMLElement;
    entry.getBoundingClientRect = () =>
      ({ top: 100, left: 0, right: 200, bottom: 130, width: 200, height: 30 }) as DOMRect;
    await start(fakes, 'complete');
    const panel = () => screen.getByText(T.steps.allChannels.title).closest('[style*="absolute"]');
    expect(panel()).toHaveStyle({ position: 'absolute', top: '100px', left: '212px' });
    await press(T.next);
    // No Message Scheduler entry on this screen: the step shows unanchored.
    expect(screen.getByText(T.steps.scheduler.title).closest('[style*="absolute"]')).toBeNull();
  });
});
