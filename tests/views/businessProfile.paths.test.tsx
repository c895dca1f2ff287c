// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  businessProfilePaths,
  BUSINESS_PROFILE_SAMPLE as S,
} from '../../machines/businessProfile/businessProfile.paths.ts';
import { businessProfileShows } from '../../machines/businessProfile/businessProfile.shows.ts';
import {
  type BusinessProfileActors,
  connectBusinessProfile,
  saveBodyOf,
  BUSINESS_PROFILE_TEXTS as T,
} from '../../machines/businessProfile/index.ts';
import { BusinessProfileEditor } from '../../src/features/businessProfile/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<BusinessProfileActors>;

const LISTS = {
  types: [
    { id: 2, name: 'Partnership' },
    { id: 5, name: 'Non-Banking Financial Company' },
  ],
  documents: [
    { doc_group_id: 101, business_doc_type: 'GST Certificate' },
    { doc_group_id: 104, business_doc_type: 'Certificate of Incorporation' },
  ],
};

const LABELS = {
  name: T.fields.name,
  business_email: T.fields.business_email,
  address: T.fields.address,
  city: T.fields.city,
  pin: T.fields.pin,
} as const;

const field = (label: string) => screen.getByLabelText(label);

function expectProfileState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(businessProfileShows as never, state, screen);
  const view = connectBusinessProfile(state as never);
  // Every value stays on screen through every state: nothing typed is lost.
  for (const [key, label] of Object.entries(LABELS)) {
    expect(field(label)).toHaveValue(view.values[key as keyof typeof LABELS]);
  }
  expect(field(T.fields.document)).toHaveValue(view.values.doc_group_id);
  expect(field(T.fields.state)).toHaveValue(view.values.state);
  expect(field(T.fields.name)).toHaveProperty('disabled', view.busy);
  const alerts = screen.queryAllByRole('alert').map((node) => node.textContent);
  expect(alerts).toEqual(view.alert ? [view.alert] : []);
  if (view.busy) {
    expect(fakes.latest('saveBusinessProfile').input).toEqual(saveBodyOf(view.values));
  }
}

function profileDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<BusinessProfileActors>(['saveBusinessProfile']),
    render: (fakes) => (
      <BusinessProfileEditor values={S.values} lists={LISTS} actors={fakes.actors} />
    ),
    gestures: {
      'field.change': async (e, { user }) => {
        const input = field(LABELS[e.field as keyof typeof LABELS]);
        await user.clear(input);
        if (e.value) await user.type(input, e.value);
      },
      'document.change': (e, { user }) =>
        user.selectOptions(field(T.fields.document), e.doc_group_id),
      'profile.save': (_e, { user }) => user.click(screen.getByRole('button', { name: T.save })),
      'profile.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
    },
    expectState: expectProfileState,
  };
}

describe('the business profile through BusinessProfileEditor', () => {
  it.each(viewCases(businessProfilePaths))('$title', async ({ path }) => {
    await replayThroughView(path, profileDriver());
  });

  it('offers the server’s lists and the Indian states by name, and picks a state by code', async () => {
    const fakes = deferredActors<BusinessProfileActors>(['saveBusinessProfile']);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(
      <BusinessProfileEditor
        values={S.values}
        lists={LISTS}
        actors={fakes.actors}
        onSaved={onSaved}
      />,
    );
    expect(screen.getByRole('option', { name: 'Partnership' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Karnataka' })).toHaveValue('KA');
    await user.selectOptions(field(T.fields.state), 'WB');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(fakes.latest('saveBusinessProfile').input.state).toBe('WB');
    await act(async () => fakes.latest('saveBusinessProfile').resolve({} as never));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('moves focus to what is wrong when Save is refused', async () => {
    const fakes = deferredActors<BusinessProfileActors>(['saveBusinessProfile']);
    const user = userEvent.setup();
    render(<BusinessProfileEditor values={S.values} lists={LISTS} actors={fakes.actors} />);
    await user.clear(field(T.fields.pin));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(T.problems.pin);
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
