import type { SnapshotFrom } from 'xstate';
import { realtimeMachine } from './realtime.machine.ts';
import type { RealtimeCredentials, RealtimeMessage } from './realtime.types.ts';

/** A broker login as getRealtimePassword gives it, for stories, tests and path walks. */
export const SAMPLE_CREDENTIALS: RealtimeCredentials = {
  client_id: 'kosh-web-9000000001',
  password: 'sample-broker-password',
  username: '9000000001',
  topic: 'user/9000000001',
};

export const SAMPLE_MESSAGE: RealtimeMessage = {
  type: 'NEW_MESSAGE',
  channel: 'kosh/public/general',
  message: {
    _id: 'm-1001',
    text: 'Collections review at 4 pm',
    createdAt: '2026-11-21T10:00:00.000Z',
    user: { _id: '9000000002', name: 'Asha Rao' },
  },
};

export type RealtimeStateName =
  | 'idle'
  | 'fetchingCredentials'
  | 'connecting'
  | 'reconnecting'
  | 'connected'
  | 'disconnected'
  | 'supersededByOtherTab'
  | 'parked'
  | 'stopped';

const VALUES: Record<RealtimeStateName, unknown> = {
  idle: 'idle',
  fetchingCredentials: { active: 'fetchingCredentials' },
  connecting: { active: { link: 'connecting' } },
  reconnecting: { active: { link: 'reconnecting' } },
  connected: { active: { link: 'connected' } },
  disconnected: { active: 'disconnected' },
  supersededByOtherTab: 'supersededByOtherTab',
  parked: 'parked',
  stopped: 'stopped',
};

/** The machine's snapshot in one state, for stories and view tests. */
export function realtimeSnapshot(name: RealtimeStateName): SnapshotFrom<typeof realtimeMachine> {
  const known = name !== 'idle' && name !== 'fetchingCredentials';
  return realtimeMachine.resolveState({
    value: VALUES[name] as never,
    context: {
      credentials: known ? SAMPLE_CREDENTIALS : null,
    },
  });
}
