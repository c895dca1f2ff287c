/*
 * The loop's keyboard shortcuts: one table of key → intent + label, read by the key handler and
 * by the shortcut sheet, so what the sheet lists is what the keys do. Single letters without a
 * modifier (the browser keeps Ctrl/Alt/Meta combinations; Ctrl+Enter is the one exception, as
 * every form takes it for "send"), never while a text field is being typed in.
 */

/** The feedback questions a key picks an option of; a desk's form names its groups the same. */
export type ChoiceGroupName = 'contact' | 'traceability' | 'cooperation' | 'payment';

export type ShortcutIntent =
  | { kind: 'loop'; intent: 'togglePause' | 'callNow' | 'skip' }
  | { kind: 'call'; intent: 'toggleHold' | 'toggleMute' | 'end' }
  /** Followed by a digit: option N of that question. */
  | { kind: 'choose'; group: ChoiceGroupName }
  | { kind: 'save' }
  | { kind: 'sheet' };

export type Shortcut = {
  /** The `KeyboardEvent.key` (lower case for letters). */
  key: string;
  /** How the sheet writes it. */
  keys: readonly string[];
  label: string;
  intent: ShortcutIntent;
  /** Also while typing in a text field. */
  whileTyping?: boolean;
  ctrl?: boolean;
};

/** How long after a question's letter its option digit is taken. */
export const CHOICE_WINDOW_MS = 2_000;

export const SHORTCUTS: readonly Shortcut[] = [
  {
    key: 'p',
    keys: ['P'],
    label: 'Pause or resume the countdown',
    intent: { kind: 'loop', intent: 'togglePause' },
  },
  { key: 'd', keys: ['D'], label: 'Call now', intent: { kind: 'loop', intent: 'callNow' } },
  {
    key: 'n',
    keys: ['N'],
    label: 'Next case (one that may not be called now)',
    intent: { kind: 'loop', intent: 'skip' },
  },
  { key: 'e', keys: ['E'], label: 'End the call', intent: { kind: 'call', intent: 'end' } },
  {
    key: 'h',
    keys: ['H'],
    label: 'Hold or resume the call',
    intent: { kind: 'call', intent: 'toggleHold' },
  },
  {
    key: 'm',
    keys: ['M'],
    label: 'Mute or unmute',
    intent: { kind: 'call', intent: 'toggleMute' },
  },
  {
    key: 'c',
    keys: ['C', '1–9'],
    label: 'Contact: option 1–9',
    intent: { kind: 'choose', group: 'contact' },
  },
  {
    key: 't',
    keys: ['T', '1–9'],
    label: 'Traceability: option 1–9',
    intent: { kind: 'choose', group: 'traceability' },
  },
  {
    key: 'o',
    keys: ['O', '1–9'],
    label: 'Cooperation: option 1–9',
    intent: { kind: 'choose', group: 'cooperation' },
  },
  {
    key: 'y',
    keys: ['Y', '1–9'],
    label: 'Payment: option 1–9',
    intent: { kind: 'choose', group: 'payment' },
  },
  {
    key: 'Enter',
    keys: ['Ctrl', 'Enter'],
    label: 'Submit the feedback',
    intent: { kind: 'save' },
    whileTyping: true,
    ctrl: true,
  },
  { key: '?', keys: ['?'], label: 'Show these shortcuts', intent: { kind: 'sheet' } },
];

/** What a key press asks for, given whether a text field has focus and a pending question. */
export type KeyAction =
  | { type: 'intent'; intent: Exclude<ShortcutIntent, { kind: 'choose' }> }
  | { type: 'await'; group: ChoiceGroupName }
  | { type: 'pick'; group: ChoiceGroupName; option: number }
  /** Escape in a text field: leave it, so the letters are shortcuts again. */
  | { type: 'leaveField' };

export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** Pure: the action of one key press (null: not a shortcut, the browser keeps it). */
export function resolveKey(
  press: KeyPress,
  typing: boolean,
  pending: ChoiceGroupName | null,
): KeyAction | null {
  const command = press.ctrlKey || press.metaKey;
  if (command && !press.altKey && press.key === 'Enter') {
    return { type: 'intent', intent: { kind: 'save' } };
  }
  if (command || press.altKey) return null;
  if (typing) return press.key === 'Escape' ? { type: 'leaveField' } : null;
  if (pending && /^[1-9]$/.test(press.key)) {
    return { type: 'pick', group: pending, option: Number(press.key) };
  }
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  const shortcut = SHORTCUTS.find((s) => !s.ctrl && s.key === key);
  if (!shortcut) return null;
  const { intent } = shortcut;
  if (intent.kind === 'choose') return { type: 'await', group: intent.group };
  return { type: 'intent', intent };
}
