import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  controlMismatches,
  declaredWords,
  type Shown,
  type Shows,
  showsFor,
} from '../../machines/shared/shows.ts';
import { leafStateIds } from './coverage.ts';

/** The declaration and `snapshot.can(event)` agree on every control (see controlMismatches). */
export function expectControlsAgree(shows: Shows<AnyStateMachine>, state: AnyMachineSnapshot) {
  expect(controlMismatches(shows, state as never), JSON.stringify(state.value)).toEqual([]);
}

/** Leaf states with no declaration of their own or of an ancestor (the root aside). */
export function undeclaredLeafStates(shows: Shows<AnyStateMachine>): string[] {
  return leafStateIds(shows.machine).filter((id) => {
    const parts = id.split('.');
    for (let n = parts.length; n > 1; n--) {
      if (shows.states[parts.slice(0, n).join('.')]) return false;
    }
    return true;
  });
}

type Queries = {
  queryAllByRole: (role: string, options: { name: string }) => HTMLElement[];
};

const normalized = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The screen shows what the declaration says for this state: its texts, its controls enabled or
 * disabled by accessible name, its dialogs by name; and nothing the declaration gives to other
 * states only (their fixed texts, their controls, other dialogs). Throws on the first difference.
 */
export function expectShownOnScreen(
  shows: Shows<AnyStateMachine>,
  shown: Shown,
  screen: Queries,
  root: HTMLElement = document.body,
): void {
  const page = normalized(root.textContent);
  for (const text of shown.texts) {
    expect(page, `the text "${text}" shows`).toContain(normalized(text));
  }
  const words = declaredWords(shows);
  for (const text of words.texts) {
    if (shown.texts.some((own) => normalized(own).includes(normalized(text)))) continue;
    expect(page, `the text "${text}" does not show`).not.toContain(normalized(text));
  }
  const buttons = (name: string) => screen.queryAllByRole('button', { name });
  const usable = (button: HTMLElement) =>
    !(button as HTMLButtonElement).disabled && button.getAttribute('aria-disabled') !== 'true';
  for (const label of shown.enabled) {
    expect(buttons(label).some(usable), `the button '${label}' can be used`).toBe(true);
  }
  for (const label of shown.disabled) {
    const found = buttons(label);
    expect(found.length > 0 && !found.some(usable), `the button '${label}' is disabled`).toBe(
      true,
    );
  }
  for (const label of words.controls) {
    if (shown.enabled.includes(label) || shown.disabled.includes(label)) continue;
    expect(buttons(label), `no button '${label}'`).toEqual([]);
  }
  const open = Array.from(root.querySelectorAll<HTMLElement>('[role=dialog]')).map((dialog) =>
    normalized(
      (dialog.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ') || dialog.getAttribute('aria-label'),
    ),
  );
  expect(open.sort(), 'the dialogs open').toEqual(shown.dialogs.map(normalized).sort());
}

/** What the screen must show for this snapshot, by the flow's declaration. */
export function expectScreenShows(
  shows: Shows<AnyStateMachine>,
  state: AnyMachineSnapshot,
  screen: Queries,
  root?: HTMLElement,
): void {
  expectShownOnScreen(shows, showsFor(shows, state as never), screen, root);
}
