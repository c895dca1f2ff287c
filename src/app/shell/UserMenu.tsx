import {
  Menu,
  MenuButton,
  MenuHeading,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuSeparator,
} from '@headlessui/react';
import { Link } from 'wouter';
import { SHELL_TEXTS as T } from './shellTexts.ts';
import {
  accountMenuItems,
  type ConnectionStatus,
  connectionLabel,
  initialsOf,
  presenceLabel,
} from './userMenuModel.ts';

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
  onSignOut: () => void;
};

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900';

/** Avatar, presence and connection in the header; profile links and Sign Out in the menu. */
export function UserMenu(props: UserMenuProps) {
  const { name, email, connection, attendanceStatus, onSignOut } = props;
  const connected = connection === 'connected';
  const items = accountMenuItems(props.available, props.basePath);
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-3 rounded-md px-2 py-1 text-left hover:bg-slate-100">
        <span className="sr-only">{T.userMenu}: </span>
        <Avatar name={name} online={attendanceStatus} />
        <span className="hidden flex-col sm:flex">
          <span className="text-sm font-medium text-slate-900">{name}</span>
          <span className={`text-xs ${connected ? 'text-green-700' : 'text-slate-500'}`}>
            {connectionLabel(connection)}
          </span>
        </span>
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
        <MenuItem>
          <button type="button" onClick={onSignOut} className={itemClass}>
            {T.signOut}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

function Avatar({ name, online }: { name: string; online: boolean }) {
  return (
    <span className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
      <span aria-hidden="true">{initialsOf(name)}</span>
      <span
        role="img"
        aria-label={presenceLabel(online)}
        className={`absolute -right-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-white ${
          online ? 'bg-green-500' : 'bg-slate-400'
        }`}
      />
    </span>
  );
}
