/** Our own words for the shortcut sheet (the specification names no shortcuts). */
export const SHORTCUT_TEXTS = {
  title: 'Keyboard shortcuts',
  open: 'Keyboard shortcuts (?)',
  intro:
    'Letters work anywhere on the call screen except while typing in a field (Esc leaves the field).',
  keyColumn: 'Keys',
  actionColumn: 'Does',
  followedBy: ' then ',
  close: 'Close',
} as const;
