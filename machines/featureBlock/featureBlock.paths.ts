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

export const FEATURE_BLOCK_SAMPLE = {
  record: RECORD,
  saved: SAVED,
  today: '2026-11-24',
  reason: 'Abusive messages in chat',
  msg: 'Blacklist updated successfully',
  refused: 'Blocking enable_chat needs resume_enable_chat and enable_chat_reason',
} as const;

export const featureBlockPaths = definePathSpec({
  machine: withInput(featureBlockMachine, { record: RECORD, today: FEATURE_BLOCK_SAMPLE.today }),
  shows: featureBlockShows as never,
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
    doneEvent('saveBlacklist', { msg: FEATURE_BLOCK_SAMPLE.msg, data: SAVED }),
    errorEvent('saveBlacklist', serviceError(FEATURE_BLOCK_SAMPLE.refused, 400)),
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
  describeEvent: (event) => {
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
      case 'changes.save':
        return "press 'Save Changes'";
      case 'xstate.done.actor.saveBlacklist':
        return 'the server saves the changes';
      case 'xstate.error.actor.saveBlacklist':
        return `the server refuses: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
