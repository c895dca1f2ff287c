// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, assign, createActor, setup } from 'xstate';
import {
  type FeedbackPayload,
  feedbackMachine,
  FEEDBACK_SAMPLE as SAMPLE,
} from '../../machines/feedback/index.ts';
import {
  FeedbackPanel,
  FeedbackStandalone,
  feedbackInputFor,
  feedbackMachineWithDrafts,
  FEEDBACK_TEXTS as T,
} from '../../src/features/feedback/index.ts';
import { feedbackDraftKey, loadDraft } from '../../src/platform/feedbackDrafts.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import { typedDay } from '../support/typedDay.ts';

const group = (label: string) => within(screen.getByRole('radiogroup', { name: label }));
const submit = () => screen.getByRole('button', { name: T.submit });

describe('feedback panel in use', () => {
  it("shows the spec's heading, values and traceability labels", () => {
    render(<FeedbackStandalone softCallId={SAMPLE.softCallId} today={SAMPLE.today} />);
    expect(screen.getByRole('heading', { name: 'Submit Your Feedback Here' })).toBeVisible();
    const labels = (name: string) =>
      group(name)
        .getAllByRole('radio')
        .map((radio) => radio.textContent || radio.parentElement?.textContent);
    expect(labels(T.contact)).toEqual(['Contactable', 'Non Contactable', 'Contactable Via Others']);
    expect(labels(T.traceability)).toEqual([
      'Ringing not recieved',
      'Non Contactable',
      'Connected',
      'Not Called Yet',
    ]);
    expect(labels(T.cooperation)).toEqual(['Cooperative', 'Non Cooperative']);
    expect(labels(T.payment)).toEqual(['Paid To FS', 'Promise To Pay', 'Paid']);
    expect(submit()).toBeDisabled();
    expect(screen.getByText('Please fill the fields correctly')).toBeVisible();
  });

  it('keeps the draft through a reload (the browser storage) until it is cleared', async () => {
    const user = userEvent.setup();
    const first = render(
      <FeedbackStandalone softCallId={SAMPLE.softCallId} today={SAMPLE.today} />,
    );
    await user.click(group(T.contact).getByRole('radio', { name: 'Contactable' }));
    await user.click(group(T.traceability).getByRole('radio', { name: 'Connected' }));
    await user.click(group(T.cooperation).getByRole('radio', { name: 'Cooperative' }));
    await user.click(group(T.payment).getByRole('radio', { name: 'Promise To Pay' }));
    await user.type(screen.getByLabelText(T.dateLabel), typedDay(SAMPLE.promiseDate));
    await user.click(screen.getByRole('button', { name: T.ok }));
    await user.type(screen.getByLabelText(T.comment), SAMPLE.comment);
    expect(localStorage.getItem(feedbackDraftKey(SAMPLE.softCallId))).not.toBeNull();
    first.unmount();

    render(<FeedbackStandalone softCallId={SAMPLE.softCallId} today={SAMPLE.today} />);
    expect(group(T.payment).getByRole('radio', { name: 'Promise To Pay' })).toBeChecked();
    expect(screen.getByTestId('payment-detail')).toHaveTextContent('15/03/2025');
    expect(screen.getByLabelText(T.comment)).toHaveValue(SAMPLE.comment);
    expect(submit()).toBeEnabled();
  });

  it('Esc in a dialog cancels it and the payment choice reverts', async () => {
    const user = userEvent.setup();
    render(<FeedbackStandalone softCallId={SAMPLE.softCallId} today={SAMPLE.today} />);
    await user.click(group(T.contact).getByRole('radio', { name: 'Contactable' }));
    await user.click(group(T.cooperation).getByRole('radio', { name: 'Cooperative' }));
    await user.click(group(T.payment).getByRole('radio', { name: 'Paid' }));
    await user.click(group(T.payment).getByRole('radio', { name: 'Paid To FS' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName(T.numberDialogTitle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(group(T.payment).getByRole('radio', { name: 'Paid' })).toBeChecked();
  });

  it('renders a feedback actor the soft-call loop invokes, and hands the loop its output', async () => {
    const storage = createMemoryStorage();
    // A stand-in loop: invokes 'feedbackMachine' as the real loop does and keeps the payload.
    const loop = setup({
      types: { context: {} as { saved: FeedbackPayload | null } },
      actors: { feedbackMachine: feedbackMachineWithDrafts(storage) },
    }).createMachine({
      context: { saved: null },
      initial: 'feedback',
      states: {
        feedback: {
          invoke: {
            id: 'feedback',
            src: 'feedbackMachine',
            input: () => feedbackInputFor(SAMPLE.softCallId, { storage, today: SAMPLE.today }),
            onDone: { target: 'saving', actions: assign({ saved: ({ event }) => event.output }) },
          },
        },
        saving: {},
      },
    });
    const actor = createActor(loop).start();
    const child = actor.getSnapshot().children.feedback as ActorRefFrom<typeof feedbackMachine>;
    render(<FeedbackPanel actorRef={child} />);
    const user = userEvent.setup();
    await user.click(group(T.contact).getByRole('radio', { name: 'Non Contactable' }));
    await user.click(group(T.traceability).getByRole('radio', { name: 'Ringing not recieved' }));
    await user.type(screen.getByLabelText(T.snoozeDate), typedDay(SAMPLE.snoozeDate));
    expect(loadDraft(SAMPLE.softCallId, storage)).toMatchObject({
      feedback: 'non_contactable',
      traceability: 'RNR',
      snooze_date: SAMPLE.snoozeDate,
    });
    await user.click(submit());
    await act(async () => {});
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.saved).toEqual({
      feedback: 'non_contactable',
      snooze_date: SAMPLE.snoozeDate,
      traceability: 'RNR',
      cooperation_level: null,
      payment: null,
      payment_paid_fs: null,
      payment_promise_date: null,
      comment: '',
      type_of_task: null,
    });
    actor.stop();
  });

  it("the machine without the app's storage keeps nothing", () => {
    const actor = createActor(feedbackMachine, {
      input: { softCallId: SAMPLE.softCallId, today: SAMPLE.today },
    }).start();
    actor.send({ type: 'contact.change', value: 'contactable' });
    expect(localStorage.length).toBe(0);
    actor.stop();
  });
});
