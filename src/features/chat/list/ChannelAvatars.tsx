import type { ChatChannel } from '../../../../machines/channelList/index.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

function Face({ name, image, small }: { name: string; image?: string | null; small?: boolean }) {
  const size = small ? 'size-7 text-[10px]' : 'size-10 text-sm';
  return image ? (
    <img src={image} alt="" className={`${size} rounded-full object-cover ring-2 ring-white`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white`}
    >
      {initials(name) || '#'}
    </span>
  );
}

/** The channel's picture, or for a group at most two members stacked (spec part 2 §9). */
export function ChannelAvatars({ channel, title }: { channel: ChatChannel; title: string }) {
  if (channel.profile_pic || !channel.group || channel.users.length === 0) {
    const other = channel.group ? null : channel.users[0];
    return <Face name={title} image={channel.profile_pic ?? other?.image ?? null} />;
  }
  const [first, second] = channel.users;
  return (
    <span className="relative block size-10 shrink-0" aria-hidden="true">
      <span className="absolute top-0 left-0">
        <Face name={first!.name} image={first!.image ?? null} small />
      </span>
      {second ? (
        <span className="absolute right-0 bottom-0">
          <Face name={second.name} image={second.image ?? null} small />
        </span>
      ) : null}
    </span>
  );
}
