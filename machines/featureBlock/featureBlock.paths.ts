import type { AnyEventObject } from 'xstate';
import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { featureBlockMachine } from './featureBlock.machine.ts';
import { type BlacklistRecord, changedFeatures, defaultRecord } from './featureBlock.rules.ts';
import { featureBlockShows } from './featureBlock.shows.ts';

const setBy = { user: '9000000024', time: '2026-10-02T10:15:00+05:30' };

/**
 * The showcase customer's record: referring blocked till next year, the profile blocked for
 * good (shown as Permanently), the rest on.
 */
const RECORD: BlacklistRecord = {
  ...defaultRecord('8157415868'),
  refer_loan: false,
  resume_refer_loan: '2027-04-01T00:00:00+05:30',
  refer_loan_reason: 'Referred a fraudulent group',
  refer_loan_set_by: setBy,
  enable_profile: false,
  resume_enable_profile: '2126-10-02T00:00:00+05:30',
  enable_profile_reason: 'Fake documents submitted',
  enable_profile_set_by: setBy,
  last_penalty: 500,
  complaints: [
    {
      status: 'OPEN',
      complaint: 'Customer threatened the collection agent',
      date_created: '2026-09-12T08:30:00Z',
    },
  ],
};

/** The record as the server answers a save: chat blocked for a month by the recovery manager. */
const SAVED: BlacklistRecord = {
  ...RECORD,
  enable_chat: false,
  resume_enable_chat: '2026-12-24T00:00:00+05:30',
  enable_chat_reason: 'Abusive messages in chat',
  enable_chat_set_by: { user: '9000000022', time: '2026-11-24T11:00:00+05:30' },
};

/** The record as the server answers a save that carried a penalty of 50. */
const SAVED_PENALTY: BlacklistRecord = { ...RECORD, last_penalty: 50 };

export const FEATURE_BLOCK_SAMPLE = {
  record: RECORD,
  saved: SAVED,
  savedPenalty: SAVED_PENALTY,
  today: '2026-11-24',
  reason: 'Abusive messages in chat',
  msg: 'Blacklist updated successfully',
  refused: 'Blocking enable_chat needs resume_enable_chat and enable_chat_reason',
  penaltyAmount: '0050',
  penaltyDateTime: '2026-11-24T10:30',
} as const;

const describeEvent = (event: AnyEventObject) => {
  switch (event.type) {
    case 'feature.toggle':
      return `flip the switch of ${event.feature}`;
    case 'block.duration':
      return event.value ? `choose the duration ${event.value}` : 'choose no duration';
    case 'block.reason':
      return event.value ? `type the reason "${event.value}"` : 'clear the reason';
    case 'block.confirm':
      return "press 'Add'";
    case 'block.close':
      return "press 'Cancel'";
    case 'penalty.amount':
      return `type the penalty amount "${event.value}"`;
    case 'penalty.datetime':
      return event.value ? `pick the penalty date ${event.value}` : 'clear the penalty date';
    case 'changes.save':
      return "press 'Save Changes'";
    case 'xstate.done.actor.saveBlacklist':
      return 'the server saves the changes';
    case 'xstate.error.actor.saveBlacklist':
      return `the server refuses: "${event.error.message}"`;
    default:
      return undefined;
  }
};

const saveOutcomes = (saved: BlacklistRecord) => [
  doneEvent('saveBlacklist', { msg: FEATURE_BLOCK_SAMPLE.msg, data: saved }),
  errorEvent('saveBlacklist', serviceError(FEATURE_BLOCK_SAMPLE.refused, 400)),
];

/**
 * With the show_penality flag: the penalty entry alone, with a row switched on beside it, each
 * field valid or not ('0050' stripped to 50, 0, a date or none), saved or refused.
 */
const penaltyEntryPaths = definePathSpec({
  machine: withInput(featureBlockMachine, {
    record: RECORD,
    today: FEATURE_BLOCK_SAMPLE.today,
    showPenalty: true,
  }),
  shows: featureBlockShows as never,
  events: [
    { type: 'penalty.amount', value: FEATURE_BLOCK_SAMPLE.penaltyAmount },
    { type: 'penalty.amount', value: '0' },
    { type: 'penalty.datetime', value: FEATURE_BLOCK_SAMPLE.penaltyDateTime },
    { type: 'penalty.datetime', value: '' },
    { type: 'feature.toggle', feature: 'refer_loan' },
    { type: 'changes.save' },
    ...saveOutcomes(SAVED_PENALTY),
  ],
  // A field fires no change for the value it already shows ('0050' shows as 50).
  filterEvents: (snapshot, event) => {
    const penalty = snapshot.context.penalty!;
    if (event.type === 'penalty.amount')
      return penalty.amount !== event.value.replace(/^0+(?=\d)/, '');
    if (event.type === 'penalty.datetime') return penalty.datetime !== event.value;
    // Switched back on only: switching it off again is the main walk's dialog.
    if (event.type === 'feature.toggle') return !snapshot.context.rows.refer_loan.enabled;
    return true;
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    saved: snapshot.context.record === SAVED_PENALTY,
    changed: changedFeatures(snapshot.context.record, snapshot.context.rows),
    penalty: snapshot.context.penalty,
    notice: snapshot.context.notice !== null,
  }),
  describeEvent,
});

export const featureBlockPaths = definePathSpec({
  machine: withInput(featureBlockMachine, { record: RECORD, today: FEATURE_BLOCK_SAMPLE.today }),
  shows: featureBlockShows as never,
  alsoWalk: [penaltyEntryPaths],
  events: [
    { type: 'feature.toggle', feature: 'enable_chat' },
    { type: 'feature.toggle', feature: 'refer_loan' },
    { type: 'block.duration', value: 'month' },
    { type: 'block.duration', value: '' },
    { type: 'block.reason', value: FEATURE_BLOCK_SAMPLE.reason },
    { type: 'block.reason', value: '' },
    { type: 'block.confirm' },
    { type: 'block.close' },
    { type: 'changes.save' },
    ...saveOutcomes(SAVED),
  ],
  // A field fires no change for the value it already shows.
  filterEvents: (snapshot, event) => {
    const dialog = snapshot.context.dialog;
    if (event.type === 'block.duration') return dialog !== null && dialog.duration !== event.value;
    if (event.type === 'block.reason') return dialog !== null && dialog.reason !== event.value;
    return true;
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    saved: snapshot.context.record === SAVED,
    changed: changedFeatures(snapshot.context.record, snapshot.context.rows),
    rows: Object.values(snapshot.context.rows).map((row) => row.enabled),
    dialog: snapshot.context.dialog && {
      feature: snapshot.context.dialog.feature,
      duration: snapshot.context.dialog.duration,
      reason: snapshot.context.dialog.reason !== '',
    },
    notice: snapshot.context.notice !== null,
  }),
  describeEvent,
});
