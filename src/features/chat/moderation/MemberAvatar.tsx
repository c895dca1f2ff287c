import { AVATAR_TEXTS } from '../../../../machines/userModeration/userModeration.avatar.ts';
import type { ModeratedUser } from '../../../../machines/userModeration/userModeration.rules.ts';
import { UserFace } from './UserFace.tsx';
import { useUserDialogOpener } from './userDialogOpener.ts';

/**
 * A member's avatar: a button opening their number for the super admin and business members of
 * the channel (spec part 2 §6), a plain picture for everyone else.
 */
export function MemberAvatar({ user }: { user: ModeratedUser }) {
  const opener = useUserDialogOpener();
  const face = <UserFace name={user.name} image={user.image} />;
  if (!opener?.mayOpen(user.username)) return face;
  return (
    // Named by its content, not aria-label: the initials on the badge are visible text, and a
    // label that does not contain them fails 'label-content-name-mismatch'.
    <button
      type="button"
      onClick={() => opener.open(user)}
      className="shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-sky-600"
    >
      <span className="sr-only">{AVATAR_TEXTS.openOf(user.name)}</span>
      {face}
    </button>
  );
}
