import { lazy, Suspense } from 'react';
import { afterFirstContent } from '../../platform/afterFirstContent.ts';
import type { UserMenuProps } from './UserMenu.tsx';
import { USER_MENU_FACE_CLASS, UserMenuFace } from './UserMenuFace.tsx';

// The menu (Headless UI's Menu and its positioning code, ~15 KiB on every signed-in screen) is
// not what a screen is opened for: it arrives after first content. Until then the header shows
// the same face, inert, for the moment it takes.
const UserMenu = lazy(() =>
  afterFirstContent()
    .then(() => import('./UserMenu.tsx'))
    .then((m) => ({ default: m.UserMenu })),
);

export function LazyUserMenu(props: UserMenuProps) {
  const face = (
    <div className={USER_MENU_FACE_CLASS}>
      <UserMenuFace
        name={props.name}
        online={props.attendanceStatus}
        connection={props.connection}
      />
    </div>
  );
  return (
    <Suspense fallback={face}>
      <UserMenu {...props} />
    </Suspense>
  );
}
