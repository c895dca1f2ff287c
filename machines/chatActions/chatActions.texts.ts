/** The chat actions dialog (spec part 2 §2): no alert texts in the spec; the labels are ours. */
export const CHAT_ACTIONS_TEXTS = {
  open: 'Chat actions',
  title: 'Chat actions',
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
