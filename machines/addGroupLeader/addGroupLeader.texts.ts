/** The button's words: the spec names the call ('add new GL'), not the label, so it is ours. */
export const ADD_GROUP_LEADER_TEXTS = {
  add: 'Add New GL',
} as const;
