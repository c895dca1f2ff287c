import type { SnapshotFrom } from 'xstate';
import type { BlacklistLevelEvent, blacklistLevelMachine } from './blacklistLevel.machine.ts';
import { BLACKLIST_LEVELS } from './blacklistLevel.rules.ts';
import { BLACKLIST_LEVEL_TEXTS as T } from './blacklistLevel.texts.ts';

type Snapshot = SnapshotFrom<typeof blacklistLevelMachine>;
type Send = (event: BlacklistLevelEvent) => void;

export type BlacklistLevelIntents = {
  onOpen: () => void;
  onLevel: (value: string) => void;
  onReason: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

const intentsBySend = new WeakMap<Send, BlacklistLevelIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): BlacklistLevelIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onOpen: () => send({ type: 'level.open' }),
      onLevel: (value) => send({ type: 'level.change', value }),
      onReason: (value) => send({ type: 'reason.change', value }),
      onConfirm: () => send({ type: 'level.confirm' }),
      onCancel: () => send({ type: 'level.cancel' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type BlacklistLevelModel = BlacklistLevelIntents & {
  current: number;
  levels: readonly number[];
  open: boolean;
  level: number;
  reason: string;
  busy: boolean;
  alert: string | null;
  notice: string | null;
};

export function connectBlacklistLevel(
  snapshot: Snapshot,
  send: Send = ignore,
): BlacklistLevelModel {
  const { context } = snapshot;
  return {
    ...intentsOf(send),
    current: context.current,
    levels: BLACKLIST_LEVELS,
    open: snapshot.hasTag('open'),
    level: context.level,
    reason: context.reason,
    busy: snapshot.hasTag('busy'),
    alert: snapshot.matches({ editing: 'incomplete' })
      ? T.specifyReason
      : snapshot.matches('failed')
        ? T.failed
        : null,
    notice: snapshot.matches('idle') ? context.notice : null,
  };
}
