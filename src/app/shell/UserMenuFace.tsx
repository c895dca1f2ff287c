import {
  type ConnectionStatus,
  connectionLabel,
  initialsOf,
  presenceLabel,
} from './userMenuModel.ts';

export const USER_MENU_FACE_CLASS =
  'flex items-center gap-3 rounded-md px-2 py-1 text-left hover:bg-slate-100';

export type UserMenuFaceProps = { name: string; online: boolean; connection: ConnectionStatus };

/** What the header shows of the user: avatar, presence, name and connection. */
export function UserMenuFace({ name, online, connection }: UserMenuFaceProps) {
  return (
    <>
      <Avatar name={name} online={online} />
      <span className="hidden flex-col sm:flex">
        <span className="text-sm font-medium text-slate-900">{name}</span>
        <span
          className={`text-xs ${connection === 'connected' ? 'text-green-700' : 'text-slate-500'}`}
        >
          {connectionLabel(connection)}
        </span>
      </span>
    </>
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
