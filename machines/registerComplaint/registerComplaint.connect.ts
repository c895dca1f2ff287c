import type { SnapshotFrom } from 'xstate';
import type { ComplaintCategory } from './registerComplaint.actors.ts';
import type {
  RegisterComplaintEvent,
  registerComplaintMachine,
} from './registerComplaint.machine.ts';
import { COMPLAINT_MAX, MOBILE_LENGTH } from './registerComplaint.rules.ts';
import { REGISTER_COMPLAINT_TEXTS as T } from './registerComplaint.texts.ts';

type Snapshot = SnapshotFrom<typeof registerComplaintMachine>;
type Send = (event: RegisterComplaintEvent) => void;

export type RegisterComplaintIntents = {
  onOpen: () => void;
  onClose: () => void;
  onMobileChange: (value: string) => void;
  onComplaintChange: (value: string) => void;
  onCategoryChange: (value: ComplaintCategory) => void;
  onRegister: () => void;
};

const intentsBySend = new WeakMap<Send, RegisterComplaintIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): RegisterComplaintIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onOpen: () => send({ type: 'dialog.open' }),
      onClose: () => send({ type: 'dialog.close' }),
      onMobileChange: (value) => send({ type: 'mobile.change', value }),
      onComplaintChange: (value) => send({ type: 'complaint.change', value }),
      onCategoryChange: (value) => send({ type: 'category.change', value }),
      onRegister: () => send({ type: 'complaint.register' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The dialog as the view renders it: every value, what may be done, what to say. */
export type RegisterComplaintModel = RegisterComplaintIntents & {
  open: boolean;
  username: string;
  complaint: string;
  category: ComplaintCategory;
  limits: { mobile: number; complaint: number };
  /** Being registered: every field is locked and the dialog cannot be dismissed. */
  busy: boolean;
  canOpen: boolean;
  canClose: boolean;
  canRegister: boolean;
  /** The field a refusal is about, so the view can mark it and move focus there. */
  invalid: 'mobile' | 'complaint' | null;
  alert: string | null;
  notice: string | null;
};

function alertOf(snapshot: Snapshot): string | null {
  if (snapshot.matches({ open: { form: 'badMobile' } })) return T.badMobile;
  if (snapshot.matches({ open: { form: 'noComplaint' } })) return T.needsComplaint;
  if (snapshot.matches({ open: { form: 'failed' } })) return snapshot.context.error;
  return null;
}

export function connectRegisterComplaint(
  snapshot: Snapshot,
  send: Send = ignore,
): RegisterComplaintModel {
  const { context } = snapshot;
  return {
    ...intentsOf(send),
    open: snapshot.hasTag('dialog'),
    username: context.username,
    complaint: context.complaint,
    category: context.category,
    limits: { mobile: MOBILE_LENGTH, complaint: COMPLAINT_MAX },
    busy: snapshot.hasTag('busy'),
    canOpen: snapshot.can({ type: 'dialog.open' }),
    canClose: snapshot.can({ type: 'dialog.close' }),
    canRegister: snapshot.can({ type: 'complaint.register' }),
    invalid: snapshot.matches({ open: { form: 'badMobile' } })
      ? 'mobile'
      : snapshot.matches({ open: { form: 'noComplaint' } })
        ? 'complaint'
        : null,
    alert: alertOf(snapshot),
    notice: snapshot.matches({ open: 'saving' })
      ? T.registering
      : snapshot.matches('registered') && context.registered
        ? T.registered(context.registered)
        : null,
  };
}
