import type { ChatChannel } from '../../../../machines/channelList/index.ts';

/** A p2p channel shows the other person's cached name, when the cache has it. */
export function channelTitle(
  channel: ChatChannel,
  names: Readonly<Record<string, string>> | undefined,
): string {
  const other = channel.type === 'p2p' ? channel.users[0]?.username : undefined;
  return (other && names?.[other]) || channel.display_name;
}
