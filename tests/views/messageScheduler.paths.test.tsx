// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectMessageScheduler,
  type MessageSchedulerActors,
  MESSAGE_SCHEDULER_TEXTS as T,
} from '../../machines/messageScheduler/index.ts';
import {
  messageSchedulerPaths,
  MESSAGE_SCHEDULER_SAMPLE as SAMPLE,
  scheduledAnswer,
} from '../../machines/messageScheduler/messageScheduler.paths.ts';
import { messageSchedulerShows } from '../../machines/messageScheduler/messageScheduler.shows.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  MessageScheduler,
  type SchedulePage,
  type SchedulerReads,
} from '../../src/features/scheduler/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<MessageSchedulerActors>;

// Behind the open (modal) dialog the form is hidden from the accessibility tree but still there.
const hidden = true;
const form = () => within(screen.getByRole('region', { name: T.formHeading, hidden }));
const channelPicker = () => form().getByRole('combobox', { name: T.channel, hidden });
const repeatPicker = () => form().getByRole('combobox', { name: T.repeat, hidden });
const textBox = () => form().getByRole('textbox', { name: T.message, hidden });
const timeField = () => form().getByLabelText(T.sendAt);

const listed: SchedulePage = {
  schedules: [{ ...scheduledAnswer(), id: SAMPLE.listed.id, text: SAMPLE.listed.text }],
  total: 1,
};
const success = <D,>(data: D) => ({
  status: 'success' as const,
  data,
  error: null,
  refetch: () => {},
});
const reads = (schedules: SchedulePage = listed): SchedulerReads => ({
  channels: success({
    channels: [{ name: SAMPLE.channel, channel_id: 1000400, display_name: SAMPLE.channelName }],
  }),
  schedules: success(schedules),
  page: 1,
  onPage: () => {},
});

function expectSchedulerState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(messageSchedulerShows as never, state, screen);
  const view = connectMessageScheduler(state as never);
  // Everything typed stays on screen through every state.
  expect(channelPicker()).toHaveValue(view.channel);
  expect(textBox()).toHaveValue(view.text);
  expect(timeField()).toHaveValue(view.sendAt);
  expect(repeatPicker()).toHaveValue(view.repeat);
  expect(channelPicker()).toHaveProperty('disabled', view.saving);
  if (view.saving) {
    expect(fakes.latest('scheduleMessage').input).toEqual({
      channel: view.channel,
      text: view.text,
      send_at: new Date(view.sendAt).toISOString(),
      repeat: view.repeat,
    });
  }
  const cancelRow = screen.queryByRole('button', {
    name: T.cancelRow(SAMPLE.listed.text),
    hidden,
  });
  if (!view.cancelDialog) expect(cancelRow).toHaveProperty('disabled', !view.canAskCancel);
}

function schedulerDriver(): ViewDriver<Fakes> {
  return {
    fakes: () =>
      deferredActors<MessageSchedulerActors>(['scheduleMessage', 'cancelScheduledMessage']),
    render: (fakes) => <MessageScheduler actors={fakes.actors} {...reads()} />,
    gestures: {
      'channel.change': (e, { user }) => user.selectOptions(channelPicker(), e.value),
      'text.change': async (e, { user }) => {
        await user.clear(textBox());
        // Pasted: typing each letter costs seconds per path and proves nothing more here.
        if (e.value) await user.paste(e.value);
      },
      'time.change': async (e) => {
        fireEvent.change(timeField(), { target: { value: e.value } });
      },
      'repeat.change': (e, { user }) => user.selectOptions(repeatPicker(), e.value),
      'schedule.submit': (_e, { user }) =>
        user.click(form().getByRole('button', { name: T.schedule })),
      'schedule.retry': (_e, { user }) => user.click(form().getByRole('button', { name: T.retry })),
      'cancel.ask': (e, { user }) =>
        user.click(screen.getByRole('button', { name: T.cancelRow(e.text) })),
      'cancel.confirm': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.confirmCancel })),
      'cancel.dismiss': (_e, { user }) => user.click(screen.getByRole('button', { name: T.keep })),
      'cancel.retry': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.retryCancel })),
    },
    expectState: expectSchedulerState,
  };
}

describe('the message scheduler through MessageScheduler', () => {
  it.each(viewCases(messageSchedulerPaths))(
    '$title',
    async ({ path }) => {
      await replayThroughView(path, schedulerDriver());
    },
    20_000,
  );

  it('lists the schedules with their channel, text, next send time, repeat and status; Cancel only on those still to go', () => {
    const page: SchedulePage = {
      schedules: [
        { ...scheduledAnswer(), id: 1, text: 'Still to go' },
        { ...scheduledAnswer('sent'), id: 2, text: 'Went out', repeat: 'none' },
        { ...scheduledAnswer('cancelled'), id: 3, text: 'Called off', repeat: 'weekly' },
      ],
      total: 3,
    };
    render(
      <MessageScheduler
        actors={
          deferredActors<MessageSchedulerActors>(['scheduleMessage', 'cancelScheduledMessage'])
            .actors
        }
        {...reads(page)}
      />,
    );
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows[0]).toContain(
      `${SAMPLE.channelName}Still to go15/01/2099 09:30${T.repeats.daily}${T.statuses.scheduled}`,
    );
    expect(rows[1]).toContain(`Went out15/01/2099 09:30${T.repeats.none}${T.statuses.sent}`);
    expect(rows[2]).toContain(
      `Called off15/01/2099 09:30${T.repeats.weekly}${T.statuses.cancelled}`,
    );
    expect(screen.getAllByRole('button', { name: /^Cancel the message/ })).toHaveLength(1);
  });

  it('pages a long list 20 at a time: where we are, and Next asks for the next page', async () => {
    const onPage = vi.fn();
    const fakes = deferredActors<MessageSchedulerActors>([
      'scheduleMessage',
      'cancelScheduledMessage',
    ]);
    render(
      <MessageScheduler
        actors={fakes.actors}
        {...reads({ ...listed, total: 45 })}
        onPage={onPage}
      />,
    );
    const pager = screen.getByRole('navigation', { name: T.listHeading });
    expect(pager).toHaveTextContent('Page 1 of 3');
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it("says 'Data Not Available' with no schedules, and names the lack of channels", () => {
    const fakes = deferredActors<MessageSchedulerActors>([
      'scheduleMessage',
      'cancelScheduledMessage',
    ]);
    render(
      <MessageScheduler
        actors={fakes.actors}
        {...reads({ schedules: [], total: 0 })}
        channels={success({ channels: [] })}
      />,
    );
    expect(screen.getByText(messages.common.dataNotAvailable)).toBeInTheDocument();
    expect(screen.getByText(T.noChannels)).toBeInTheDocument();
  });

  it('tells the page once per stored schedule and once per cancel, so the list is read again', async () => {
    const fakes = deferredActors<MessageSchedulerActors>([
      'scheduleMessage',
      'cancelScheduledMessage',
    ]);
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<MessageScheduler actors={fakes.actors} {...reads()} onChanged={onChanged} />);
    await user.selectOptions(channelPicker(), SAMPLE.channel);
    await user.type(textBox(), 'Short');
    fireEvent.change(timeField(), { target: { value: SAMPLE.future } });
    await user.click(form().getByRole('button', { name: T.schedule }));
    await act(async () => fakes.latest('scheduleMessage').resolve(scheduledAnswer()));
    expect(onChanged).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: T.cancelRow(SAMPLE.listed.text) }));
    await user.click(screen.getByRole('button', { name: T.confirmCancel }));
    await act(async () =>
      fakes.latest('cancelScheduledMessage').resolve(scheduledAnswer('cancelled')),
    );
    expect(onChanged).toHaveBeenCalledTimes(2);
    // The dialog gave focus back to where it was opened from.
    expect(screen.getByRole('button', { name: T.cancelRow(SAMPLE.listed.text) })).toHaveFocus();
  });
});
