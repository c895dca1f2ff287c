import { type RefObject, useEffect, useRef } from 'react';
import type { CallIntents } from '../../../../machines/call/index.ts';
import type { SoftCallIntents } from '../../../../machines/softCall/index.ts';
import { CHOICE_WINDOW_MS, type ChoiceGroupName, type KeyAction, resolveKey } from './keymap.ts';

export type LoopShortcutTargets = {
  /** The loop screen: the feedback form's questions and its submit are found inside it. */
  root: RefObject<HTMLElement | null>;
  loop: SoftCallIntents;
  /** The running call's intents (none while there is no call). */
  call: CallIntents;
  openSheet: () => void;
};

const TEXT_INPUTS = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'number',
  'password',
  'date',
]);

/** A text field has the keys: letters are words there, not shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type);
}

/** A modal dialog (a date, a confirmation, the sheet itself) has the keys to itself. */
const modalOpen = () =>
  document.querySelector('[aria-modal="true"], [role="alertdialog"]') !== null;

/** Option N of a question of the feedback form, as its radio: chosen and focused. */
function pick(root: HTMLElement, group: ChoiceGroupName, option: number): boolean {
  const radios = root.querySelectorAll<HTMLElement>(
    `[data-shortcut-group="${group}"] [role="radio"]`,
  );
  const radio = radios[option - 1];
  if (!radio || radio.getAttribute('aria-disabled') === 'true') return false;
  radio.click();
  radio.focus();
  return true;
}

/** The feedback form's own submit, as its button would (nothing when it is disabled). */
function submit(root: HTMLElement): boolean {
  const form = root.querySelector<HTMLFormElement>('[data-focus-next] form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !button || button.disabled) return false;
  form.requestSubmit(button);
  return true;
}

/**
 * The loop's keyboard shortcuts (keymap.ts) on the loop screen: each key calls the loop's or the
 * call's intent from connect(), picks an option of a feedback question by its radio, or submits
 * the form. A key with nothing to do now is left to the browser.
 */
export function useLoopShortcuts(targets: LoopShortcutTargets): void {
  const latest = useRef(targets);
  latest.current = targets;
  useEffect(() => {
    let pending: { group: ChoiceGroupName; at: number } | null = null;
    const run = (action: KeyAction, target: EventTarget | null): boolean => {
      const { root, loop, call, openSheet } = latest.current;
      switch (action.type) {
        case 'leaveField':
          (target as HTMLElement).blur();
          return true;
        case 'await':
          pending = { group: action.group, at: Date.now() };
          return true;
        case 'pick':
          return root.current ? pick(root.current, action.group, action.option) : false;
      }
      const { intent } = action;
      if (intent.kind === 'sheet') {
        openSheet();
        return true;
      }
      if (intent.kind === 'save') return root.current ? submit(root.current) : false;
      const run = intent.kind === 'loop' ? loop[intent.intent] : call[intent.intent];
      run?.();
      return run !== undefined;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || modalOpen()) return;
      const waiting = pending && Date.now() - pending.at < CHOICE_WINDOW_MS ? pending.group : null;
      pending = null;
      const action = resolveKey(event, isTyping(event.target), waiting);
      if (action && run(action, event.target)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
