import {
  Menu,
  MenuButton,
  MenuHeading,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuSeparator,
} from '@headlessui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { StaffProfile } from '../../../machines/appSession/index.ts';
import { LazyTour } from '../../features/tour/LazyTour.tsx';
import { TOUR_PARAM } from '../../features/tour/tourParam.ts';
import { CHAT_HOME_PATH } from '../paths.ts';
import { AttendanceNotice } from './AttendanceNotice.tsx';
import {
  ATTENDANCE_TEXTS as A,
  type AttendanceAction,
  type MarkAttendance,
  markAttendanceCall,
} from './attendanceMark.ts';
import { SHELL_TEXTS as T } from './shellTexts.ts';
import { USER_MENU_FACE_CLASS, UserMenuFace } from './UserMenuFace.tsx';
import { accountMenuItems, type ConnectionStatus, connectionLabel } from './userMenuModel.ts';

export type UserMenuProps = {
  name: string;
  email: string;
  /** The label of the primary role (`roleLabel(flags)`). */
  roleLabel: string;
  /** The profile's attendence_data.attendance_status. */
  attendanceStatus: boolean;
  connection: ConnectionStatus;
  /** Screens that exist; menu links to others are not shown. */
  available: ReadonlySet<string>;
  basePath: string;
  /**
   * The guided tour (part 2 §2), for those who have chat: restarted from the menu, and on the
   * chat page (`here`) started by itself until it is done.
   */
  tour?: { profile: StaffProfile; here: boolean } | null;
  /** The profile's attendence_data.can_mark: sign in and off for attendance from the menu. */
  canMarkAttendance?: boolean;
  /** The mark (the real call unless a test or story gives another). */
  markAttendance?: MarkAttendance;
  onSignOut: () => void;
};

// Here, not in the shell's texts: only this menu (after first content) says it.
const TAKE_TOUR = 'Take the tour';

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900';

/** Avatar, presence and connection in the header; profile links and Sign Out in the menu. */
export function UserMenu(props: UserMenuProps) {
  const { name, email, connection, attendanceStatus, onSignOut, tour } = props;
  const [marking, setMarking] = useState<AttendanceAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const action: AttendanceAction = attendanceStatus ? 'sign_off' : 'sign_in';
  const mark = () => {
    const call = props.markAttendance ?? markAttendanceCall;
    setMarking(action);
    setRefusal(null);
    call(action).then(
      () => setMarking(null),
      (error: unknown) => {
        setMarking(null);
        setRefusal(error instanceof Error ? error.message : String(error));
      },
    );
  };
  const items = accountMenuItems(
    props.available,
    props.basePath,
    tour ? { href: `${CHAT_HOME_PATH}?${TOUR_PARAM}=restart`, label: TAKE_TOUR } : null,
  );
  return (
    <>
      {tour?.here ? <LazyTour username={tour.profile.username} profile={tour.profile} /> : null}
      <Menu as="div" className="relative">
        <MenuButton className={USER_MENU_FACE_CLASS}>
          <span className="sr-only">{T.userMenu}: </span>
          <UserMenuFace name={name} online={attendanceStatus} connection={connection} />
        </MenuButton>
        <MenuItems
          modal={false}
          className="absolute right-0 z-30 mt-1 w-64 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
        >
          <MenuSection>
            <MenuHeading className="flex flex-col gap-0.5 px-4 py-2 text-sm">
              <span className="font-medium text-slate-900">{name}</span>
              <span className="text-xs text-slate-600">{connectionLabel(connection)}</span>
              <span className="text-xs break-all text-slate-600">{T.email(email)}</span>
              <span className="text-xs text-slate-600">{props.roleLabel}</span>
            </MenuHeading>
            {items.map((item) => (
              <MenuItem key={item.key}>
                <Link href={item.href} className={itemClass}>
                  {item.label}
                </Link>
              </MenuItem>
            ))}
          </MenuSection>
          <MenuSeparator className="my-1 h-px bg-slate-200" />
          {props.canMarkAttendance ? (
            <MenuItem disabled={marking !== null}>
              <button
                type="button"
                onClick={mark}
                className={`${itemClass} data-disabled:text-slate-400`}
              >
                {A[action]}
              </button>
            </MenuItem>
          ) : null}
          <MenuItem>
            <button type="button" onClick={onSignOut} className={itemClass}>
              {T.signOut}
            </button>
          </MenuItem>
        </MenuItems>
        {props.canMarkAttendance ? (
          <AttendanceNotice
            busy={marking ? A.busy[marking] : null}
            error={refusal}
            onDismiss={() => setRefusal(null)}
          />
        ) : null}
      </Menu>
    </>
  );
}
