/** The avatar's accessible name: apart from the dialog's words, so the chat's first load stays small. */
export const AVATAR_TEXTS = {
  openOf: (name: string) => `Open ${name}'s number`,
} as const;
