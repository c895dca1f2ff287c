/** The open channel's button: on its own so the channel's bundle takes only this word. */
export const CHAT_ACTIONS_OPEN = 'Chat actions';

/** The chat actions dialog (spec part 2 §2): no alert texts in the spec; the labels are ours. */
export const CHAT_ACTIONS_TEXTS = {
  open: CHAT_ACTIONS_OPEN,
  title: CHAT_ACTIONS_OPEN,
  loading: 'Loading…',
  chooseAction: 'Choose an action',
  chooseFunction: 'Choose what to do',
  noActions: 'This channel offers no actions.',
  back: 'Back',
  close: 'Close',
  retry: 'Retry',
  submit: 'Submit',
  submitting: 'Submitting…',
  fillRequired: (label: string) => `Please fill ${label}.`,
  submitted: (name: string) => `${name}: submitted.`,
  multilineLeft: (left: number) => `${left} characters left`,
} as const;
