import { describe, expect, it } from 'vitest';
import { resolveKey, SHORTCUTS } from '../../src/features/softCall/keyboard/keymap.ts';

/* The one keymap table: each key resolves to its own intent, none twice, none a browser combo. */

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('the loop keymap', () => {
  it('gives every key one shortcut, and each resolves to its intent', () => {
    const keys = SHORTCUTS.map((s) => `${s.ctrl ? 'ctrl+' : ''}${s.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const shortcut of SHORTCUTS) {
      const action = resolveKey(
        press(shortcut.key, { ctrlKey: Boolean(shortcut.ctrl) }),
        false,
        null,
      );
      if (shortcut.intent.kind === 'choose') {
        expect(action).toEqual({ type: 'await', group: shortcut.intent.group });
      } else {
        expect(action).toEqual({ type: 'intent', intent: shortcut.intent });
      }
    }
  });

  it('takes a digit as an option only right after a question letter', () => {
    expect(resolveKey(press('3'), false, 'traceability')).toEqual({
      type: 'pick',
      group: 'traceability',
      option: 3,
    });
    expect(resolveKey(press('3'), false, null)).toBeNull();
    expect(resolveKey(press('0'), false, 'payment')).toBeNull();
  });

  it('leaves typing alone except Esc (leave the field) and Ctrl/Cmd+Enter (submit)', () => {
    for (const key of ['p', 'd', 'e', 't', '1', '?', 'Enter']) {
      expect(resolveKey(press(key), true, 'contact')).toBeNull();
    }
    expect(resolveKey(press('Escape'), true, null)).toEqual({ type: 'leaveField' });
    expect(resolveKey(press('Enter', { ctrlKey: true }), true, null)).toEqual({
      type: 'intent',
      intent: { kind: 'save' },
    });
    expect(resolveKey(press('Enter', { metaKey: true }), false, null)).toMatchObject({
      type: 'intent',
    });
  });

  it('never takes a Ctrl, Cmd or Alt combination the browser keeps', () => {
    for (const key of ['d', 'p', 'n', 'r', 'w', 't', 'l']) {
      expect(resolveKey(press(key, { ctrlKey: true }), false, null)).toBeNull();
      expect(resolveKey(press(key, { metaKey: true }), false, null)).toBeNull();
      expect(resolveKey(press(key, { altKey: true }), false, null)).toBeNull();
    }
    expect(resolveKey(press('Enter', { ctrlKey: true, altKey: true }), false, null)).toBeNull();
  });

  it('reads a capital letter (Caps Lock) as its shortcut', () => {
    expect(resolveKey(press('D'), false, null)).toEqual({
      type: 'intent',
      intent: { kind: 'loop', intent: 'callNow' },
    });
  });
});
