/**
 * Add user group (spec part 2 §7 'hr_attendance add-user-group'; the payload is not shown, so the
 * labels are ours).
 */
export const ADD_USER_GROUP_TEXTS = {
  open: 'Add user group',
  title: 'Add user group',
  name: 'Group name',
  add: 'Add group',
  cancel: 'Cancel',
  adding: 'Adding the group…',
  added: (name: string) => `The group ${name} is added.`,
  needsName: 'Please enter the group name.',
} as const;
