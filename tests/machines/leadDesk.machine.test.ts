import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import {
  ADD_GL_SAMPLE,
  addGroupLeaderPaths,
} from '../../machines/addGroupLeader/addGroupLeader.paths.ts';
import {
  type addGroupLeaderMachine,
  connectAddGroupLeader,
} from '../../machines/addGroupLeader/index.ts';
import { createLeadPaths } from '../../machines/createLead/createLead.paths.ts';
import {
  CREATE_LEAD_SAMPLE,
  connectCreateLead,
  type createLeadMachine,
  isValidLeadName,
  sanitizeMobile,
  toCreateLeadBody,
} from '../../machines/createLead/index.ts';
import {
  connectLeadFeedback,
  LEAD_FEEDBACK_SAMPLE,
  type LeadDraft,
  leadFeedbackMachine,
  type PersistLeadDraftParams,
  parseLeadDraft,
} from '../../machines/leadFeedback/index.ts';
import {
  leadFeedbackPaths,
  NUMBERLESS_DRAFT,
} from '../../machines/leadFeedback/leadFeedback.paths.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

// The specification's texts, written out so that a changed catalogue entry fails here.
const TEXT = {
  fill: 'Please fill the fields correctly',
  number: 'Please provide a correct number',
  mobile: 'Please provide a correct mobile number',
  name: 'Please provide a valid name',
  location: 'Please allow location before submitting the form!',
};

const events = (history: readonly PathStep[]) => history.slice(1).map((step) => step.event);
const SAME = 'will_continue_same_group';

/** What the agent has done so far, folded from a path's events (the test's own model). */
type Seen = {
  feedback: string | null;
  number: string | null;
  comment: string;
  dialog: string | null;
};

function step(seen: Seen, event: AnyEventObject): Seen {
  switch (event.type) {
    case 'feedback.change':
      return event.value === SAME
        ? { ...seen, dialog: seen.feedback === SAME ? (seen.number ?? '') : '' }
        : { ...seen, feedback: event.value, number: null };
    case 'number.edit':
      return { ...seen, dialog: seen.number ?? '' };
    case 'number.change':
      return { ...seen, dialog: event.value };
    case 'dialog.confirm':
      return seen.dialog !== null && /^\d{10}$/.test(seen.dialog)
        ? { ...seen, feedback: SAME, number: seen.dialog, dialog: null }
        : seen;
    case 'dialog.cancel':
      return { ...seen, dialog: null };
    case 'comment.change':
      return { ...seen, comment: event.value };
    default:
      return seen;
  }
}

function fold(start: Seen, list: readonly AnyEventObject[]): Seen {
  let seen = start;
  for (const event of list) seen = step(seen, event);
  return seen;
}

describeMachinePaths('leadFeedback', leadFeedbackPaths, (anyState, history) => {
  const state = anyState as ReturnType<typeof leadFeedbackMachine.transition>;
  const fromNumberless = history[0]!.state.context.draft.feedback === SAME;
  const start: Seen = fromNumberless
    ? { feedback: SAME, number: null, comment: '', dialog: null }
    : { feedback: null, number: null, comment: '', dialog: null };
  const seen = fold(start, events(history));
  const view = connectLeadFeedback(state);
  // The draft is what the agent chose and confirmed; the dialog holds only what is typed in it.
  expect(state.context.draft).toEqual({
    feedback: seen.feedback,
    group_leader_number: seen.number,
    comment: seen.comment,
  });
  expect(view.dialog?.value ?? null).toBe(seen.dialog);
  // While the dialog is open the choice shows will_continue_same_group; cancel puts back the old.
  expect(view.feedback.value).toBe(seen.dialog !== null ? SAME : seen.feedback);
  expect(view.leaderNumber).toBe(seen.feedback === SAME ? (seen.number ?? '-') : null);
  const last = events(history).at(-1);
  if (state.matches({ editing: { numberDialog: 'invalid' } })) {
    expect(view.dialog?.error).toBe(TEXT.number);
  }
  if (state.matches({ editing: { form: 'invalid' } })) {
    expect(last?.type === 'feedback.submit' || last?.type === 'comment.change').toBe(true);
    expect(view.error).toBe(seen.feedback === null ? TEXT.fill : TEXT.number);
  } else expect(view.error).toBeNull();
  if (state.status === 'done') {
    expect(last?.type).toBe('feedback.submit');
    expect(state.output).toEqual({
      feedback: seen.feedback,
      group_leader_number: seen.feedback === SAME ? seen.number : null,
      comment: seen.comment.trim(),
    });
  }
});

describe('leadFeedback drafts', () => {
  it('keeps every change through persistDraft, never the dialog before Ok', () => {
    const kept: LeadDraft[] = [];
    const actor = createActor(
      leadFeedbackMachine.provide({
        actions: { persistDraft: (_, p: PersistLeadDraftParams) => void kept.push(p.draft) },
      }),
      { input: { softCallId: 7, today: LEAD_FEEDBACK_SAMPLE.today } },
    ).start();
    actor.send({ type: 'feedback.change', value: SAME });
    actor.send({ type: 'number.change', value: LEAD_FEEDBACK_SAMPLE.number });
    expect(kept).toEqual([]);
    actor.send({ type: 'dialog.confirm' });
    actor.send({ type: 'comment.change', value: 'x' });
    expect(kept).toEqual([
      { feedback: SAME, group_leader_number: LEAD_FEEDBACK_SAMPLE.number, comment: '' },
      { feedback: SAME, group_leader_number: LEAD_FEEDBACK_SAMPLE.number, comment: 'x' },
    ]);
  });

  it('reads a kept draft or a sent-back payload, unknown values as not chosen', () => {
    expect(parseLeadDraft(null)).toBeNull();
    expect(parseLeadDraft('x')).toBeNull();
    expect(parseLeadDraft({ feedback: 'made_up', group_leader_number: '9812345670' })).toEqual({
      feedback: null,
      group_leader_number: null,
      comment: '',
    });
    expect(parseLeadDraft(NUMBERLESS_DRAFT)?.group_leader_number).toBeNull();
    expect(
      parseLeadDraft({ feedback: SAME, group_leader_number: '9812345670', comment: 'c' }),
    ).toEqual({ feedback: SAME, group_leader_number: '9812345670', comment: 'c' });
    // A number belongs to will_continue_same_group only.
    expect(
      parseLeadDraft({ feedback: 'no_loan_required', group_leader_number: '9812345670' })
        ?.group_leader_number,
    ).toBeNull();
    expect(parseLeadDraft({ comment: 'a'.repeat(1200) })?.comment).toHaveLength(1000);
  });
});

describeMachinePaths('addGroupLeader', addGroupLeaderPaths, (anyState, history) => {
  const state = anyState as ReturnType<typeof addGroupLeaderMachine.transition>;
  const view = connectAddGroupLeader(state);
  expect(view.label).toBe('Add New GL');
  expect(view.disabled).toBe(state.matches('adding') || state.matches('added'));
  expect(view.message).toBe(state.matches('added') ? ADD_GL_SAMPLE.added : null);
  expect(view.error).toBe(state.matches('failed') ? ADD_GL_SAMPLE.refused : null);
  if (state.matches('added')) expect(state.can({ type: 'gl.add' })).toBe(false);
  // The call is made once per press.
  const presses = events(history).filter((e) => e.type === 'gl.add').length;
  const answers = events(history).filter((e) => e.type.includes('addNewGroupLeader')).length;
  expect(presses - answers).toBe(state.matches('adding') ? 1 : 0);
});

describeMachinePaths('createLead', createLeadPaths, (anyState, history) => {
  const state = anyState as ReturnType<typeof createLeadMachine.transition>;
  const view = connectCreateLead(state);
  const list = events(history);
  const lastCreated = list.findLastIndex((e) => e.type === 'xstate.done.actor.createNewLead');
  // What was typed since the last lead was created (a success empties the form).
  const since = list.slice(lastCreated + 1);
  const mobile = sanitizeMobile(since.findLast((e) => e.type === 'mobile.change')?.value ?? '');
  const name = since.findLast((e) => e.type === 'name.change')?.value ?? '';
  expect(state.context.mobile).toBe(mobile);
  expect(state.context.name).toBe(name);
  expect(view.dialog.open).toBe(state.matches('open'));
  expect(view.message).toBe(
    state.matches({ closed: 'created' }) ? CREATE_LEAD_SAMPLE.created : null,
  );
  const errors = [view.dialog.mobileError, view.dialog.nameError, view.dialog.error].filter(
    Boolean,
  );
  const last = list.at(-1)?.type;
  if (state.matches({ open: { editing: 'mobileInvalid' } })) expect(errors).toEqual([TEXT.mobile]);
  else if (state.matches({ open: { editing: 'nameInvalid' } })) expect(errors).toEqual([TEXT.name]);
  else if (state.matches({ open: { editing: 'locationDenied' } })) {
    expect(last).toBe('xstate.error.actor.getLocation');
    expect(errors).toEqual([TEXT.location]);
  } else if (state.matches({ open: { editing: 'failed' } })) {
    expect(errors).toEqual([CREATE_LEAD_SAMPLE.refused]);
  } else expect(errors).toEqual([]);
  // The position is asked for only for a valid form; the lead goes out with it.
  if (state.matches({ open: 'locating' })) {
    expect(mobile).toMatch(/^\d{10}$/);
    expect(isValidLeadName(name)).toBe(true);
  }
  if (state.matches({ open: 'submitting' })) {
    expect(state.context.location).toEqual(CREATE_LEAD_SAMPLE.location);
  }
});

describe('createLead rules', () => {
  it('keeps digits only, at most ten', () => {
    expect(sanitizeMobile('91-2345-6780-99')).toBe('9123456780');
    expect(sanitizeMobile('abc')).toBe('');
  });

  it('takes a name of more than two characters, or none', () => {
    expect(isValidLeadName('')).toBe(true);
    expect(isValidLeadName('   ')).toBe(true);
    expect(isValidLeadName('Su')).toBe(false);
    expect(isValidLeadName('Sun')).toBe(true);
  });

  it('sends the name only when given', () => {
    const location = { latitude: 1, longitude: 2 };
    expect(toCreateLeadBody({ mobile: '9123456780', name: ' ', location })).toEqual({
      username: '9123456780',
      location,
    });
    expect(toCreateLeadBody({ mobile: '9123456780', name: ' Asha ', location }).name).toBe('Asha');
  });
});
