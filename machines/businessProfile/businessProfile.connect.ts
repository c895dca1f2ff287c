import type { SnapshotFrom } from 'xstate';
import type { BusinessProfileEvent, businessProfileMachine } from './businessProfile.machine.ts';
import type { BusinessProfileField, BusinessProfileValues } from './businessProfile.rules.ts';
import { BUSINESS_PROFILE_TEXTS as T } from './businessProfile.texts.ts';

type Snapshot = SnapshotFrom<typeof businessProfileMachine>;
type Send = (event: BusinessProfileEvent) => void;

export type BusinessProfileIntents = {
  onChange: (field: BusinessProfileField, value: string) => void;
  onDocumentChange: (docGroupId: string, businessDocType: string) => void;
  onSave: () => void;
  onRetry: () => void;
};

const intentsBySend = new WeakMap<Send, BusinessProfileIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): BusinessProfileIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onChange: (field, value) => send({ type: 'field.change', field, value }),
      onDocumentChange: (doc_group_id, business_doc_type) =>
        send({ type: 'document.change', doc_group_id, business_doc_type }),
      onSave: () => send({ type: 'profile.save' }),
      onRetry: () => send({ type: 'profile.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type BusinessProfileModel = BusinessProfileIntents & {
  values: BusinessProfileValues;
  busy: boolean;
  canSave: boolean;
  canRetry: boolean;
  /** A validation message or the server's words. */
  alert: string | null;
  notice: string | null;
};

export function connectBusinessProfile(
  snapshot: Snapshot,
  send: Send = ignore,
): BusinessProfileModel {
  const { context } = snapshot;
  return {
    ...intentsOf(send),
    values: context.values,
    busy: snapshot.hasTag('busy'),
    canSave: snapshot.can({ type: 'profile.save' }),
    canRetry: snapshot.can({ type: 'profile.retry' }),
    alert: snapshot.matches({ form: 'invalid' })
      ? context.problem
      : snapshot.matches({ form: 'failed' })
        ? context.error
        : null,
    notice: snapshot.matches({ form: 'saved' }) ? T.saved : null,
  };
}
