// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  employerPickPaths,
  EMPLOYER_PICK_SAMPLE as S,
} from '../../machines/employerPick/employerPick.paths.ts';
import { employerPickShows } from '../../machines/employerPick/employerPick.shows.ts';
import {
  connectEmployerPick,
  type EmployerPickActors,
  EMPLOYER_PICK_TEXTS as T,
} from '../../machines/employerPick/index.ts';
import { employerMessages } from '../../src/domain/messages/employer.ts';
import { EmployerPickHost } from '../../src/features/employers/EmployerPickHost.tsx';
import { clearToasts, toastState } from '../../src/ui/toast/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

// jsdom has no WebGL: the map is a button that places the point a step asks for (the real map is
// in the stories and the e2e test).
const mapPoint = vi.hoisted(() => ({ next: { lat: 0, lng: 0 } }));
vi.mock('../../src/ui/map/MapView.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  MapView: (props: {
    label: string;
    markers: readonly { lat: number; lng: number }[];
    onPick?: (p: { lat: number; lng: number }) => void;
  }) => (
    <button
      type="button"
      aria-label={props.label}
      data-markers={JSON.stringify(props.markers.map((m) => [m.lat, m.lng]))}
      disabled={!props.onPick}
      onClick={() => props.onPick?.(mapPoint.next)}
    />
  ),
}));

type Fakes = DeferredActors<EmployerPickActors> & { changed: ReturnType<typeof vi.fn<() => void>> };
const M = employerMessages;
const NAMES = [
  'searchEmployers',
  'listEmployerAddresses',
  'geocodeAddress',
  'saveNewAddress',
  'saveComment',
  'addSubEmployer',
  'replaceEmployer',
] as const;

/** The toasts a path has earned so far: the new company and its address, then the sub-employer. */
function expectedToasts(state: AnyMachineSnapshot, steps: readonly { event: AnyEventObject }[]) {
  const texts: string[] = [];
  let name = '';
  for (const { event } of steps) {
    if (event.type === 'company.pick') name = event.employer.employer;
    if (event.type === 'company.type') name = event.text.trim();
    if (event.type === 'xstate.done.actor.saveNewAddress') {
      if (event.output.created_employer) texts.push(M.employerAdded(name));
      texts.push(M.addressAdded(name));
    }
    if (event.type === 'xstate.done.actor.addSubEmployer') {
      texts.push(M.subEmployerAdded(state.context.employer.employer));
    }
    if (event.type === 'xstate.done.actor.replaceEmployer') {
      texts.push(T.replaced(state.context.employer.employer));
    }
  }
  return texts;
}

const typeInto = async (user: ReplayContext<Fakes>['user'], label: string, text: string) => {
  const box = screen.getByRole('textbox', { name: label });
  await user.click(box);
  await user.clear(box);
  // One input, as a paste: the company search waits for the last key anyway.
  if (text) await user.paste(text);
};
const click = (user: ReplayContext<Fakes>['user'], name: string) =>
  user.click(screen.getByRole('button', { name }));

/** A path walks the dialog as opened: to add a sub-employer, or to replace address `replacing`. */
function driver(replacing: number | null): ViewDriver<Fakes> {
  return {
    fakes: () => {
      clearToasts();
      return { ...deferredActors<EmployerPickActors>([...NAMES]), changed: vi.fn<() => void>() };
    },
    render: (fakes) => (
      <EmployerPickHost
        queries={{} as never}
        username={S.username}
        comments={S.comments}
        {...(replacing === null ? {} : { replacing })}
        actors={fakes.actors}
        onChanged={fakes.changed}
        onClose={() => {}}
      />
    ),
    delays: { companyDebounce: 500 },
    gestures: {
      'company.type': (e, { user }) => typeInto(user, T.company, e.text),
      'company.pick': (e, { user }) =>
        user.click(screen.getByRole('button', { name: new RegExp(`^${e.employer.employer}`) })),
      'company.add': (_e, { user }) => click(user, T.addNewCompany),
      'company.back': (_e, { user }) => click(user, T.back),
      'address.select': (e, { user }) =>
        user.click(screen.getByRole('radio', { name: new RegExp(`^${e.id}, `) })),
      'address.new': (_e, { user }) => click(user, T.addNewAddress),
      'address.field': (e, { user }) =>
        e.field === 'employer_address_state'
          ? user.selectOptions(
              screen.getByRole('combobox', { name: T.labels.employer_address_state }),
              e.value,
            )
          : typeInto(user, T.labels[e.field as keyof typeof T.labels], e.value),
      'address.locate': (_e, { user }) => click(user, T.locate),
      'address.point': (e, { user }) => {
        mapPoint.next = { lat: e.lat, lng: e.long };
        return click(user, T.map);
      },
      'address.save': (_e, { user }) => click(user, T.saveAddress),
      'comment.change': (e, { user }) => typeInto(user, T.comment, e.text),
      'pick.confirm': (_e, { user }) => click(user, T.okay),
      'pick.retry': (_e, { user }) => click(user, T.retry),
    },
    expectState: async (state, { fakes, path, step }) => {
      await act(async () => {});
      expectScreenShows(employerPickShows as never, state, screen);
      expect(toastState.toasts.map((t) => t.text)).toEqual(
        expectedToasts(state, path.steps.slice(1, step + 1)),
      );
      if (state.matches({ newAddress: 'saving' })) {
        // What is sent is what the form holds, trimmed, with the typed or located place.
        expect(fakes.latest('saveNewAddress').input.address).toMatchObject({
          employer_address_pin: state.context.draft.employer_address_pin,
          employer_address_location: {
            lat: Number(state.context.lat),
            long: Number(state.context.long),
          },
        });
      }
      if (state.matches('newAddress')) {
        // The map's marker is the location pair: placed, located or typed.
        const point = connectEmployerPick(state as never).point;
        expect(screen.getByRole('button', { name: T.map })).toHaveAttribute(
          'data-markers',
          JSON.stringify(point ? [[point.lat, point.long]] : []),
        );
      }
      if (state.matches({ newAddress: 'editing' })) {
        for (const field of state.context.invalid as (keyof typeof T.labels | 'location')[]) {
          if (field === 'location' || field === 'employer_address_state') continue;
          const box = screen.getByRole('textbox', { name: T.labels[field] });
          expect(box).toHaveAttribute('aria-invalid', 'true');
        }
      }
      if (state.matches({ confirming: 'replacingEmployer' })) {
        expect(fakes.latest('replaceEmployer').input).toMatchObject({
          username: S.username,
          currentDetailsId: replacing,
          newDetailsId: state.context.selected,
        });
      }
      if (state.status === 'done') {
        expect(fakes.changed).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole('dialog')).toBeNull();
      }
    },
  };
}

describe('employer search dialog, path by path', () => {
  beforeEach(() => clearToasts());
  it.each(viewCases(employerPickPaths))('$title', async ({ path }) => {
    await replayThroughView(path, driver(path.steps[0]!.state.context.replacing));
  });
});
