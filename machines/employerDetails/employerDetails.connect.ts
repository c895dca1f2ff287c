import type { SnapshotFrom } from 'xstate';
import type {
  EmployerAddressDraft,
  EmployerAddressField,
  EmployerRating,
} from '../../src/domain/employers.ts';
import type { EmployerDetailsEvent, employerDetailsMachine } from './employerDetails.machine.ts';

type Snapshot = SnapshotFrom<typeof employerDetailsMachine>;
type Send = (event: EmployerDetailsEvent) => void;

export type EmployerDetailsIntents = {
  onEdit: () => void;
  onField: (field: EmployerAddressField, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onVerify: () => void;
  onConfirm: () => void;
  onDecline: () => void;
  onRename: () => void;
  onName: (value: string) => void;
  onSaveName: () => void;
  onRate: (rating: EmployerRating) => void;
  onReplace: () => void;
  onConfirmReplace: () => void;
  onDeclineReplace: () => void;
  /** The employer search dialog closed without replacing. */
  onReplaceClosed: () => void;
  /** The employer search dialog replaced the employer. */
  onReplaced: () => void;
};

const intentsBySend = new WeakMap<Send, EmployerDetailsIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): EmployerDetailsIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onEdit: () => send({ type: 'employer.edit' }),
      onField: (field, value) => send({ type: 'edit.field', field, value }),
      onSave: () => send({ type: 'edit.save' }),
      onCancel: () => send({ type: 'edit.cancel' }),
      onVerify: () => send({ type: 'employer.verify' }),
      onConfirm: () => send({ type: 'verify.confirm' }),
      onDecline: () => send({ type: 'verify.cancel' }),
      onRename: () => send({ type: 'employer.rename' }),
      onName: (value) => send({ type: 'name.change', value }),
      onSaveName: () => send({ type: 'name.save' }),
      onRate: (rating) => send({ type: 'rating.change', rating }),
      onReplace: () => send({ type: 'employer.replace' }),
      onConfirmReplace: () => send({ type: 'replace.confirm' }),
      onDeclineReplace: () => send({ type: 'replace.cancel' }),
      onReplaceClosed: () => send({ type: 'replace.close' }),
      onReplaced: () => send({ type: 'replace.done' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The profile's employer block as the view renders it. */
export type EmployerDetailsModel = EmployerDetailsIntents & {
  verified: boolean;
  name: string;
  rating: EmployerRating | null;
  busy: boolean;
  error: string | null;
  editing: boolean;
  renaming: boolean;
  confirming: boolean;
  confirmingReplace: boolean;
  /** The employer search dialog is open to replace the employer (its address id). */
  replacing: number | null;
  draft: EmployerAddressDraft;
  nameDraft: string;
  can: {
    edit: boolean;
    verify: boolean;
    rename: boolean;
    replace: boolean;
    rate: boolean;
    save: boolean;
    saveName: boolean;
  };
};

export function connectEmployerDetails(
  snapshot: Snapshot,
  send: Send = ignore,
): EmployerDetailsModel {
  const c = snapshot.context;
  const can = (event: EmployerDetailsEvent) => snapshot.can(event);
  return {
    ...intentsOf(send),
    verified: c.verified,
    name: c.name,
    rating: snapshot.matches('savingRating') ? c.pendingRating : c.rating,
    busy: snapshot.hasTag('busy'),
    error: c.error,
    editing: snapshot.matches('editing') || snapshot.matches('savingEdit'),
    renaming: snapshot.matches('renaming') || snapshot.matches('savingName'),
    confirming: snapshot.matches('confirmingVerify'),
    confirmingReplace: snapshot.matches('confirmingReplace'),
    replacing: snapshot.matches('replacing') ? c.detailsId : null,
    draft: c.draft,
    nameDraft: c.nameDraft,
    can: {
      edit: can({ type: 'employer.edit' }),
      verify: can({ type: 'employer.verify' }),
      rename: can({ type: 'employer.rename' }),
      replace: can({ type: 'employer.replace' }),
      rate: can({ type: 'rating.change', rating: 'grade_A' }),
      save: can({ type: 'edit.save' }),
      saveName: can({ type: 'name.save' }),
    },
  };
}
