import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { paymentLinkBlocker } from './callActions.rules.ts';
import { CALL_ACTION_TEXTS as T } from './callActions.texts.ts';
import { paymentLinkMachine } from './paymentLink.machine.ts';

type Snapshot = SnapshotFrom<typeof paymentLinkMachine>;

const OPEN = messages.labels.createPaymentLink;
const REQUEST = messages.labels.getPaymentLink;
const noLoans = (s: Snapshot) => s.context.options.every((option) => option.disabled);
const blockerOf = (s: Snapshot) => paymentLinkBlocker(s.context, s.context.options);

/** The dialog (its fields are always there), and the picker's prompt when no loan can be chosen. */
const dialog: ShowsState<Snapshot> = {
  dialogs: [OPEN],
  variants: [{ when: noLoans, texts: [T.noEligibleLoans] }],
};

/** The link is shown (in a read-only field) with its copy icon; the fields stay, locked. */
const withLink = (
  part: Omit<ShowsState<Snapshot>, 'texts'>,
  texts: readonly string[] = [],
): ShowsState<Snapshot> => ({ ...dialog, ...part, texts: [T.paymentLink, ...texts] });

/**
 * What the agent sees of 'Create Payment Link' (ARCHITECTURE §4): the dialog (titled like the
 * button that opens it, which it hides), 'Get Payment Link' and why it waits, then the link with
 * its copy icon; Close whenever the machine takes it.
 */
export const paymentLinkShows = defineShows({
  machine: paymentLinkMachine,
  vocabulary: [
    T.noEligibleLoans,
    messages.calls.paymentLinkFailed,
    T.paymentLink,
    T.copyFailed,
    T.copied,
  ],
  controls: {
    [OPEN]: [{ type: 'link.open' }],
    [REQUEST]: [{ type: 'link.request' }],
    [T.copyLink]: [{ type: 'link.copy' }],
    [T.close]: [{ type: 'link.close' }],
  },
  states: {
    'paymentLink.closed': { enabled: [OPEN] },
    'paymentLink.form': {
      ...dialog,
      enabled: [T.close],
      variants: [
        ...(dialog.variants ?? []),
        { when: (s) => blockerOf(s) === null, enabled: [REQUEST] },
        // The reason is read out with the disabled button.
        { when: (s) => blockerOf(s) !== null, disabled: [REQUEST], texts: (s) => [blockerOf(s)!] },
      ],
    },
    'paymentLink.form.editing': {},
    'paymentLink.form.failed': { texts: [messages.calls.paymentLinkFailed] },
    // In flight: nothing can be changed or dismissed.
    'paymentLink.requesting': { ...dialog, disabled: [REQUEST, T.close] },
    'paymentLink.ready': withLink({ enabled: [T.copyLink, T.close] }),
    'paymentLink.copying': withLink({ disabled: [T.copyLink, T.close] }),
    'paymentLink.copyFailed': withLink({ enabled: [T.copyLink, T.close] }, [T.copyFailed]),
    // Closes by itself in 1.5 s.
    'paymentLink.copied': withLink({ enabled: [T.close], disabled: [T.copyLink] }, [T.copied]),
  },
});
