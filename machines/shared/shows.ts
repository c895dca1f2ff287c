import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';

/**
 * What a user sees in one state, in the words a user reads: texts on the screen, the controls
 * that can be used (enabled) and the ones shown but unusable (disabled) by accessible name, and
 * the dialogs open, by title. A control in neither list is not on the screen.
 */
export type Shown = {
  texts: string[];
  enabled: string[];
  disabled: string[];
  dialogs: string[];
};

/** A part of a declaration: fixed words, or words read from the snapshot (the server's words). */
type Words<TSnapshot> = readonly string[] | ((snapshot: TSnapshot) => readonly string[]);

export type ShowsPart<TSnapshot> = {
  texts?: Words<TSnapshot>;
  enabled?: Words<TSnapshot>;
  disabled?: Words<TSnapshot>;
  dialogs?: Words<TSnapshot>;
};

/** What one state node shows, plus what it shows more in a context variant that matters. */
export type ShowsState<TSnapshot> = ShowsPart<TSnapshot> & {
  variants?: ReadonlyArray<ShowsPart<TSnapshot> & { when: (snapshot: TSnapshot) => boolean }>;
};

/**
 * A flow's declaration (`<flow>.shows.ts`): per state node id, what shows while that node is
 * active; the declarations of every active node add up (a parent's words stay under its
 * children, a parallel region adds its own). `controls` maps each control that sends an event to
 * that event (or to the events it sends in different states), once: whether it may be used then
 * follows from `snapshot.can(event)`.
 */
export type Shows<TMachine extends AnyStateMachine> = {
  machine: TMachine;
  controls: Readonly<Record<string, readonly AnyEventObject[]>>;
  states: Readonly<Partial<Record<string, ShowsState<SnapshotFrom<TMachine>>>>>;
  /**
   * The fixed sentences that come and go with the flow's states, named once more apart from
   * them. Each must be declared by some state (a test checks), and one on the screen in a state
   * that does not declare it fails the screen check: a text dropped from a state is caught, not
   * only a wrong one.
   */
  vocabulary?: readonly string[];
};

export function defineShows<TMachine extends AnyStateMachine>(
  shows: Shows<TMachine>,
): Shows<TMachine> {
  return shows;
}

const read = <T>(words: Words<T> | undefined, snapshot: T): string[] =>
  words === undefined ? [] : typeof words === 'function' ? [...words(snapshot)] : [...words];

function add<T>(into: Shown, part: ShowsPart<T>, snapshot: T) {
  into.texts.push(...read(part.texts, snapshot));
  into.enabled.push(...read(part.enabled, snapshot));
  into.disabled.push(...read(part.disabled, snapshot));
  into.dialogs.push(...read(part.dialogs, snapshot));
}

/** The ids of the active state nodes, outermost first (the root's id included). */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.map((node) => node.id);
}

/** What the user sees in this snapshot, from the declaration of every active state node. */
export function showsFor<TMachine extends AnyStateMachine>(
  shows: Shows<TMachine>,
  snapshot: SnapshotFrom<TMachine>,
): Shown {
  const shown: Shown = { texts: [], enabled: [], disabled: [], dialogs: [] };
  for (const id of activeStateIds(snapshot as AnyMachineSnapshot)) {
    const declared = shows.states[id];
    if (!declared) continue;
    add(shown, declared, snapshot);
    for (const variant of declared.variants ?? []) {
      if (variant.when(snapshot)) add(shown, variant, snapshot);
    }
  }
  const once = (list: string[]) => [...new Set(list)];
  return {
    texts: once(shown.texts),
    enabled: once(shown.enabled),
    disabled: once(shown.disabled),
    dialogs: once(shown.dialogs),
  };
}

/**
 * Where the declaration and the machine disagree about controls, in words (empty: they agree).
 * A declared-enabled control must send an event the machine takes now; a disabled or absent one
 * must not; and every event a control can send that the machine takes now must have an enabled
 * control (nothing the machine allows is out of reach).
 */
export function controlMismatches<TMachine extends AnyStateMachine>(
  shows: Shows<TMachine>,
  snapshot: SnapshotFrom<TMachine>,
): string[] {
  const shown = showsFor(shows, snapshot);
  const can = (event: AnyEventObject) => (snapshot as AnyMachineSnapshot).can(event);
  const problems: string[] = [];
  for (const [label, events] of Object.entries(shows.controls)) {
    const allowed = events.some(can);
    if (shown.enabled.includes(label) && !allowed) {
      problems.push(`'${label}' is declared enabled but the machine takes none of its events`);
    }
    if (shown.disabled.includes(label) && allowed) {
      problems.push(`'${label}' is declared disabled but the machine takes its event`);
    }
  }
  const reachable = new Set(
    Object.entries(shows.controls)
      .filter(([label]) => shown.enabled.includes(label))
      .flatMap(([, events]) => events.map((event) => event.type)),
  );
  const controlled = Object.values(shows.controls).flat();
  for (const event of controlled) {
    if (can(event) && !reachable.has(event.type)) {
      problems.push(`the machine takes '${event.type}' but no enabled control sends it`);
    }
  }
  return [...new Set(problems)];
}

/** Every word the declaration can show, by kind, for checking that other states' are absent. */
export function declaredWords<TMachine extends AnyStateMachine>(
  shows: Shows<TMachine>,
): { texts: Set<string>; controls: Set<string>; dialogs: Set<string> } {
  const texts = new Set<string>();
  const controls = new Set<string>(Object.keys(shows.controls));
  const dialogs = new Set<string>();
  for (const sentence of shows.vocabulary ?? []) texts.add(sentence);
  const parts = Object.values(shows.states).flatMap((state) =>
    state ? [state, ...(state.variants ?? [])] : [],
  );
  for (const part of parts) {
    // Words read from a snapshot vary with it: only fixed words can be checked for absence.
    if (Array.isArray(part.texts)) for (const text of part.texts) texts.add(text);
    for (const list of [part.enabled, part.disabled]) {
      if (Array.isArray(list)) for (const label of list) controls.add(label);
    }
    if (Array.isArray(part.dialogs)) for (const name of part.dialogs) dialogs.add(name);
  }
  return { texts, controls, dialogs };
}

/** Sentences of the vocabulary that no state declares (empty: the two agree). */
export function undeclaredVocabulary<TMachine extends AnyStateMachine>(
  shows: Shows<TMachine>,
): string[] {
  const declared = declaredWords({ ...shows, vocabulary: [] }).texts;
  return (shows.vocabulary ?? []).filter((sentence) => !declared.has(sentence));
}

/** The declaration as a QA reader wants it: one line of what is seen. */
export function describeShown(shown: Shown): string {
  const parts: string[] = [];
  if (shown.dialogs.length) parts.push(`dialog ${shown.dialogs.map((d) => `'${d}'`).join(', ')}`);
  if (shown.texts.length) parts.push(shown.texts.map((t) => `"${t}"`).join(', '));
  if (shown.enabled.length) parts.push(`buttons ${shown.enabled.join(', ')}`);
  if (shown.disabled.length) parts.push(`disabled ${shown.disabled.join(', ')}`);
  return parts.join('; ') || 'nothing new';
}
