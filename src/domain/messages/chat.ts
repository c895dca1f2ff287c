import { deepFreeze } from './deepFreeze.ts';

/** The chat's alerts and successes, verbatim from spec part 2 §8 (part of the message catalogue, see ../messages.ts). */
export const chatMessages = deepFreeze({
  favouriteFailed: 'Unable to update favourite channel, please try again!',
  notificationFailed: 'Unable to update channel notification, please try again!',
  memberAdded: 'Member Added successfully',
  memberMadeAdmin: 'Member made admin successfully',
  groupsAdded: 'Successfully added groups',
  groupsRemoved: 'Successfully removed groups',
  tagsUpdated: 'Tags Updated Successfully',
  waitForMembers: 'Please wait till we get all the group members',
  cannotDeleteChannel: "You can't delete this channel",
  deleteMessageFailed: 'Error deleting message. Please try again.',
  pinForbidden: "You don't have permission to pin this message.",
  unpinForbidden: "You don't have permission to unpin this message.",
});
