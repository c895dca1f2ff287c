import type { components } from '../../openapi/generated/main.ts';

/** A category a message can be put in (contract `MessageCategory`). */
export type MessageCategory = components['schemas']['MessageCategory'];

/** The message a category was picked for: its id, and its category then (null: uncategorised). */
export type PickedCategory = {
  messageId: number;
  from: MessageCategory | null;
  category: MessageCategory;
};

export type ClassifyInput = { messageId: number; category: MessageCategory; deviceId: string };
export type ReclassifyInput = { messageId: number; category: MessageCategory };
export type UnclassifyInput = { messageId: number };
