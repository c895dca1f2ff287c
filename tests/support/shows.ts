import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  controlMismatches,
  declaredWords,
  type Shown,
  type Shows,
  showsFor,
} from '../../machines/shared/shows.ts';
import { leafStateIds } from './coverage.ts';

/* Plain throws, no test framework: the vitest tests and the story play functions share these. */

function fail(where: string, problems: readonly string[]): void {
  if (problems.length) throw new Error(`${where}:\n- ${problems.join('\n- ')}`);
}

/** The declaration and `snapshot.can(event)` agree on every control (see controlMismatches). */
export function expectControlsAgree(shows: Shows<AnyStateMachine>, state: AnyMachineSnapshot) {
  fail(`In ${JSON.stringify(state.value)}`, controlMismatches(shows, state as never));
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

/** Dialogs by role: an alertdialog (the session timeout warning) is a dialog too. */
const DIALOGS = ['dialog', 'alertdialog'].map((role) => `[role=${role}]`);

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
  const problems: string[] = [];
  const page = normalized(root.textContent);
  for (const text of shown.texts) {
    if (!page.includes(normalized(text))) problems.push(`the text "${text}" is missing`);
  }
  const words = declaredWords(shows);
  // Names of controls and dialogs are checked as such below, wherever they also read as text.
  const named = [...shown.dialogs, ...words.controls];
  for (const text of words.texts) {
    if (shown.texts.some((own) => normalized(own).includes(normalized(text)))) continue;
    if (named.some((name) => normalized(name).includes(normalized(text)))) continue;
    if (page.includes(normalized(text))) problems.push(`the text "${text}" shows`);
  }
  // With a modal dialog open only its own controls can be reached: the rest do not count.
  const modals = Array.from(
    root.querySelectorAll(DIALOGS.map((dialog) => `${dialog}[aria-modal="true"]`).join()),
  );
  // A switch (the login page's mode toggle) is a button that stays pressed: it counts as one.
  const buttons = (name: string) =>
    ['button', 'switch']
      .flatMap((role) => screen.queryAllByRole(role, { name }))
      .filter((button) => !modals.length || modals.some((modal) => modal.contains(button)));
  const usable = (button: HTMLElement) =>
    !(button as HTMLButtonElement).disabled && button.getAttribute('aria-disabled') !== 'true';
  for (const label of shown.enabled) {
    if (!buttons(label).some(usable)) problems.push(`no usable button '${label}'`);
  }
  for (const label of shown.disabled) {
    const found = buttons(label);
    if (found.length === 0 || found.some(usable)) problems.push(`no disabled button '${label}'`);
  }
  for (const label of words.controls) {
    if (shown.enabled.includes(label) || shown.disabled.includes(label)) continue;
    if (buttons(label).length) problems.push(`a button '${label}' shows`);
  }
  const open = Array.from(root.querySelectorAll<HTMLElement>(DIALOGS.join())).map((dialog) =>
    normalized(
      (dialog.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ') || dialog.getAttribute('aria-label'),
    ),
  );
  const expected = shown.dialogs.map(normalized);
  for (const name of expected) if (!open.includes(name)) problems.push(`no dialog '${name}'`);
  for (const name of open)
    if (!expected.includes(name)) problems.push(`a dialog '${name}' is open`);
  fail('The screen differs from the declaration', problems);
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
