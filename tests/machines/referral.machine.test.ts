import { describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import {
  connectReferral,
  type GeoPoint,
  referralMachine,
  REFERRAL_SAMPLE as SAMPLE,
} from '../../machines/referral/index.ts';
import { referralPaths } from '../../machines/referral/referral.paths.ts';
import { coverageSummary, leafStateIds } from '../support/coverage.ts';
import { stateLabel } from '../support/describePath.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = SnapshotFrom<typeof referralMachine>;

// The specification's texts, written out so that a changed catalogue entry fails here.
const TEXT = {
  name: 'Please provide a valid name',
  number: 'Please provide a correct mobile number',
  code: 'Invalid Referral Code',
  location:
    'Please enable location services before submit. Go to your browser settings to enable location.',
  captchaMissing: 'Fill the Recaptcha',
  invalidCaptcha: 'Invalid Captcha! Please try again',
};

const LOCATING = ['locating', 'locatingForSubmit'];
const LOCKED = ['locatingForSubmit', 'submitting', 'done'];

/** What the visitor has done so far, folded from the events of a path (the test's own model). */
type Seen = {
  code: string;
  name: string;
  number: string;
  token: string | null;
  location:
    | { kind: 'none' }
    | { kind: 'captured'; point: GeoPoint }
    | { kind: 'failed'; failure: string };
  serverError: string | null;
  successMsg: string | null;
};

function fold(seen: Seen, event: AnyEventObject): Seen {
  const next = { ...seen };
  switch (event.type) {
    case 'link.open':
      next.code = event.code;
      break;
    case 'field.change':
      if (event.field === 'name') next.name = event.value;
      else next.number = event.value;
      break;
    case 'captcha.change':
      next.token = event.token;
      break;
    case 'xstate.done.actor.getLocation':
      next.location = { kind: 'captured', point: event.output };
      break;
    case 'xstate.error.actor.getLocation':
      next.location = { kind: 'failed', failure: event.error.kind };
      break;
    case 'xstate.error.actor.submitReferral':
      // Any answer spends the captcha token.
      next.token = null;
      next.serverError = event.error.message;
      break;
    case 'xstate.done.actor.submitReferral':
      next.successMsg = event.output.msg;
      break;
  }
  return next;
}

function seenIn(history: readonly PathStep[]): Seen {
  const start: Seen = {
    code: '',
    name: '',
    number: '',
    token: null,
    location: { kind: 'none' },
    serverError: null,
    successMsg: null,
  };
  return history.slice(1).reduce((seen, step) => fold(seen, step.event), start);
}

const validName = (seen: Seen) => seen.name.trim() !== '';
const validNumber = (seen: Seen) => /^\d{10}$/.test(seen.number.trim());
const validCode = (seen: Seen) => seen.code.trim() !== '';

function expectedMessage(leaf: string, seen: Seen): string | null {
  switch (leaf) {
    case 'editing.nameInvalid':
      return TEXT.name;
    case 'editing.numberInvalid':
      return TEXT.number;
    case 'editing.codeInvalid':
      return TEXT.code;
    case 'editing.locationDenied':
      return TEXT.location;
    case 'editing.captchaMissing':
      return TEXT.captchaMissing;
    case 'editing.invalidCaptcha':
      return TEXT.invalidCaptcha;
    case 'editing.failed':
      return seen.serverError;
    default:
      return null;
  }
}

const { paths, coverage } = describeMachinePaths('referral', referralPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const leaf = stateLabel(state);
  const seen = seenIn(history);
  const view = connectReferral(state);

  expect(view.message).toBe(expectedMessage(leaf, seen));
  // Nothing typed is lost, whatever happened.
  expect(view.name).toBe(seen.name);
  expect(view.number).toBe(seen.number);
  expect(view.referralCode).toBe(seen.code);
  expect(view.captchaToken).toBe(seen.token);

  // What the visitor may do.
  const editing = leaf.startsWith('editing.');
  expect(view.canSubmit).toBe(editing);
  expect(view.canRequestLocation).toBe(editing);
  expect(view.fieldsLocked).toBe(LOCKED.includes(leaf));
  expect(view.submitBusy).toBe(leaf === 'locatingForSubmit' || leaf === 'submitting');
  if (view.fieldsLocked) {
    expect(state.can({ type: 'field.change', field: 'name', value: 'x' })).toBe(false);
    expect(state.can({ type: 'referral.submit' })).toBe(false);
  }

  // The position is asked for exactly in the locating states; the panel says where it stands.
  expect(Boolean(state.children.getLocation)).toBe(LOCATING.includes(leaf));
  if (LOCATING.includes(leaf)) expect(view.location).toEqual({ status: 'locating' });
  else if (seen.location.kind === 'captured') {
    expect(view.location).toEqual({ status: 'captured', point: seen.location.point });
  } else if (seen.location.kind === 'failed') {
    expect(view.location).toEqual({ status: 'failed', failure: seen.location.failure });
  } else expect(view.location).toEqual({ status: 'none' });

  // Each validation message is earned: the earlier checks passed, this one failed.
  if (leaf === 'editing.nameInvalid') expect(validName(seen)).toBe(false);
  if (leaf === 'editing.numberInvalid') {
    expect([validName(seen), validNumber(seen)]).toEqual([true, false]);
  }
  if (leaf === 'editing.codeInvalid') {
    expect([validName(seen), validNumber(seen), validCode(seen)]).toEqual([true, true, false]);
  }
  if (leaf === 'editing.captchaMissing') expect(seen.token).toBeNull();
  // The location prompt comes only for an otherwise valid form.
  if (leaf === 'locatingForSubmit' && history.at(-1)!.event.type === 'referral.submit') {
    expect([validName(seen), validNumber(seen), validCode(seen)]).toEqual([true, true, true]);
    expect(seen.token).not.toBeNull();
  }

  // Sent only when valid: what was typed (trimmed), the position and the captcha token.
  if (leaf === 'submitting') {
    expect([validName(seen), validNumber(seen), validCode(seen)]).toEqual([true, true, true]);
    expect(state.children.submitReferral?.getSnapshot().input).toEqual({
      username: seen.number.trim(),
      name: seen.name.trim(),
      location: SAMPLE.location,
      referral_code: seen.code.trim(),
      token: SAMPLE.captchaToken,
    });
  }
  if (leaf === 'done') expect(view.successMessage).toBe(seen.successMsg);
  else expect(view.successMessage).toBeNull();
});

describe('referral machine coverage', () => {
  it('reaches all 13 states and takes all 21 transitions', () => {
    expect(coverageSummary(coverage, paths.length)).toMatchObject({
      states: { covered: 13, total: 13 },
      transitions: { covered: 21, total: 21 },
    });
    const reached = new Set(paths.flatMap((path) => path.steps.map((s) => stateLabel(s.state))));
    const leaves = leafStateIds(referralMachine).map((id) => id.replace(/^referral\./, ''));
    expect([...reached].sort()).toEqual([...leaves].sort());
  });
});
