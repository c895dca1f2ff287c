import type { SnapshotFrom } from 'xstate';
import { referralMessages } from '../../src/domain/messages/referral.ts';
import type { createLeadMachine } from './createLead.machine.ts';
import { MOBILE_LENGTH, NAME_MAX } from './createLead.rules.ts';
import { CREATE_LEAD_TEXTS as T } from './createLead.texts.ts';

export type CreateLeadView = {
  label: string;
  /** The server's words after the last lead was created (the dialog has closed). */
  message: string | null;
  dialog: {
    open: boolean;
    title: string;
    mobile: string;
    mobileMax: number;
    name: string;
    nameMax: number;
    /** Fields and Submit are locked while the position is asked for and the lead sent. */
    busy: boolean;
    locating: boolean;
    /** The error under its field, or the form's error. */
    mobileError: string | null;
    nameError: string | null;
    error: string | null;
  };
};

export function connectCreateLead(
  snapshot: SnapshotFrom<typeof createLeadMachine>,
): CreateLeadView {
  const { context } = snapshot;
  const at = (leaf: string) => snapshot.matches({ open: { editing: leaf } } as never);
  return {
    label: T.open,
    message: snapshot.matches({ closed: 'created' }) ? context.message : null,
    dialog: {
      open: snapshot.hasTag('dialog'),
      title: T.title,
      mobile: context.mobile,
      mobileMax: MOBILE_LENGTH,
      name: context.name,
      nameMax: NAME_MAX,
      busy: snapshot.hasTag('busy'),
      locating: snapshot.matches({ open: 'locating' }),
      mobileError: at('mobileInvalid') ? referralMessages.provideCorrectMobile : null,
      nameError: at('nameInvalid') ? referralMessages.provideValidName : null,
      error: at('locationDenied')
        ? referralMessages.allowLocation
        : at('failed')
          ? context.error
          : null,
    },
  };
}
