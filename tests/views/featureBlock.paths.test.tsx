// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  featureBlockPaths,
  FEATURE_BLOCK_SAMPLE as SAMPLE,
} from '../../machines/featureBlock/featureBlock.paths.ts';
import { featureBlockShows } from '../../machines/featureBlock/featureBlock.shows.ts';
import {
  connectFeatureBlock,
  type Feature,
  type FeatureBlockActors,
  FEATURE_BLOCK_TEXTS as T,
} from '../../machines/featureBlock/index.ts';
import { formatDate } from '../../src/domain/format.ts';
import { FeatureBlockEditor } from '../../src/features/blacklist/FeatureBlockEditor.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer } from '../support/fakeCustomerServer.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<FeatureBlockActors>;

/** The table's row of a feature, found even while the modal dialog hides the page. */
const rowOf = (label: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${label}`), hidden: true }).closest('tr')!;
const dialog = () => within(screen.getByRole('dialog'));
/** The penalty entry's fields (behind the modal dialog too). */
const entry = () => within(screen.getByRole('region', { name: T.penaltyHeading, hidden: true }));
const amountBox = () => entry().getByRole('textbox', { name: T.penaltyAmount, hidden: true });
const dateBox = () => entry().getByRole('textbox', { name: T.penaltyDate, hidden: true });
const timeBox = () => entry().getByLabelText(T.penaltyTime);

function expectFeatureBlockState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(featureBlockShows as never, state, screen);
  const view = connectFeatureBlock(state as never);
  for (const row of view.rows) {
    const tr = rowOf(row.label);
    // Changed rows are highlighted; each row shows its state, date, reason and setter.
    expect(tr.hasAttribute('data-changed'), row.label).toBe(row.changed);
    const cells = within(tr).getAllByRole('cell', { hidden: true });
    expect(cells.map((cell) => cell.textContent)).toEqual([
      row.enabled ? T.enabled : T.blocked,
      row.blockedTill,
      row.comment,
      row.setBy,
    ]);
    const toggle = within(tr).getByRole('switch', { hidden: true });
    expect(toggle.getAttribute('aria-checked')).toBe(String(row.enabled));
  }
  if (view.dialog) {
    expect(dialog().getByRole('combobox', { name: T.durationLabel })).toHaveValue(
      view.dialog.duration,
    );
    expect(dialog().getByRole('textbox', { name: T.reasonLabel })).toHaveValue(view.dialog.reason);
  }
  if (view.busy) {
    expect(fakes.latest('saveBlacklist').input.username).toBe(SAMPLE.record.username);
  }
  // The penalty entry only with the show_penality flag: what the machine holds, locked while
  // saving, what it says on the screen; the Last Penalty row is the record's.
  expect(screen.queryByRole('region', { name: T.penaltyHeading, hidden: true }) !== null).toBe(
    view.penalty !== null,
  );
  if (view.penalty) {
    expect(amountBox()).toHaveValue(view.penalty.amount);
    expect(amountBox()).toHaveProperty('disabled', view.penalty.disabled);
    const [day = '', time = ''] = view.penalty.datetime.split('T');
    expect(dateBox()).toHaveValue(day ? formatDate(day) : '');
    if (day) expect(timeBox()).toHaveValue(time);
    // The field at fault is marked invalid and described by why.
    expect(amountBox().getAttribute('aria-invalid')).toBe(
      view.penalty.invalid === 'amount' ? 'true' : null,
    );
    expect(dateBox().getAttribute('aria-invalid')).toBe(
      view.penalty.invalid === 'date' ? 'true' : null,
    );
    if (view.penalty.problem) {
      expect(amountBox()).toHaveAccessibleDescription(
        expect.stringContaining(view.penalty.problem),
      );
    }
  }
  const lastPenalty = rowOf(T.feature.last_penalty);
  expect(within(lastPenalty).getByRole('cell', { hidden: true })).toHaveTextContent(
    String(view.lastPenalty),
  );
}

function featureBlockDriver(showPenalty = false): ViewDriver<Fakes> {
  const server = fakeCustomerServer();
  const label = (feature: Feature) => T.feature[feature];
  return {
    fakes: () => deferredActors<FeatureBlockActors>(['saveBlacklist']),
    render: (fakes) => (
      <FeatureBlockEditor
        queries={server.queries}
        record={SAMPLE.record}
        today={SAMPLE.today}
        showPenalty={showPenalty}
        saveBlacklist={fakes.actors.saveBlacklist}
      />
    ),
    gestures: {
      'feature.toggle': (e, { user }) =>
        user.click(screen.getByRole('switch', { name: label(e.feature) })),
      'block.duration': (e, { user }) =>
        user.selectOptions(dialog().getByRole('combobox', { name: T.durationLabel }), e.value),
      'block.reason': async (e, { user }) => {
        const box = dialog().getByRole('textbox', { name: T.reasonLabel });
        await user.clear(box);
        if (e.value) await user.type(box, e.value);
      },
      'block.confirm': (_e, { user }) => user.click(dialog().getByRole('button', { name: T.add })),
      'block.close': (_e, { user }) => user.click(dialog().getByRole('button', { name: T.cancel })),
      'penalty.amount': async (e, { user }) => {
        await user.clear(amountBox());
        if (e.value) await user.type(amountBox(), e.value);
      },
      // The day typed as people type it; jsdom's time input takes a value, not keystrokes.
      'penalty.datetime': async (e, { user }) => {
        const [day = '', time = ''] = e.value.split('T');
        await user.clear(dateBox());
        if (!day) return;
        await user.type(dateBox(), formatDate(day));
        fireEvent.change(timeBox(), { target: { value: time } });
      },
      'changes.save': (_e, { user }) => user.click(screen.getByRole('button', { name: T.save })),
    },
    expectState: expectFeatureBlockState,
  };
}

describe('feature blocks through FeatureBlockEditor', () => {
  it.each(viewCases(featureBlockPaths))('$title', async ({ path }) => {
    await replayThroughView(path, featureBlockDriver());
  });

  it.each(viewCases(featureBlockPaths.alsoWalk![0]!))(
    'with the penalty entry: $title',
    async ({ path }) => {
      await replayThroughView(path, featureBlockDriver(true));
    },
  );

  it('closes the dialog with Esc as with Cancel: the switch and the prior values come back', async () => {
    const driver = featureBlockDriver();
    render(driver.render(driver.fakes()));
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: T.feature.refer_loan }));
    await user.click(screen.getByRole('switch', { name: T.feature.refer_loan }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('switch', { name: T.feature.refer_loan })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
