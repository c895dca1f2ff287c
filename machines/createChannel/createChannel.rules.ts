/** The contract's limits (createChannel). */
export const DISPLAY_NAME_MAX = 100;
export const SHORT_NAME_MAX = 50;
export const DESCRIPTION_MAX = 500;

const SHORT_NAME = /^[a-z0-9_-]*$/;

export const hasDisplayName = (text: string) => text.trim() !== '';

/** The optional short name: lower-case letters, digits, - and _ (blank is fine). */
export const isValidShortName = (text: string) => SHORT_NAME.test(text.trim());

/** Adds the id when missing, removes it when there. */
export const toggled = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id];
