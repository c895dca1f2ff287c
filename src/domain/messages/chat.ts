import { deepFreeze } from './deepFreeze.ts';

/** The chat's alerts and successes, verbatim from spec part 2 §8 (ours marked as such; part of the message catalogue, see ../messages.ts). */
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
  // Not the spec's words: it names no success text for the member dialog's moderation actions.
  userBlocked: 'User blocked in this channel',
  chatDisabled: 'Chat disabled for this user',
  chatEnabled: 'Chat enabled for this user',
  userBlacklisted: 'User blacklisted',
  pinForbidden: "You don't have permission to pin this message.",
  unpinForbidden: "You don't have permission to unpin this message.",
  // Not the spec's words: it allows a message with only a location (part 2 §5) but names no text
  // for sharing one from the message input. The failures follow the browser's reasons.
  location: {
    finding: 'Finding your location…',
    failed: {
      denied:
        'Location is blocked for this site. Allow it in your browser’s site settings, then try again.',
      unavailable:
        'Your location could not be found. Check that location is turned on for this device, then try again.',
      timeout: 'Finding your location took too long. Try again.',
      unsupported: 'This browser cannot share a location.',
    },
  },
});
