import type {
  ChannelListModel,
  ChannelSearchResult,
} from '../../../../machines/channelList/index.ts';
import { CHANNEL_LIST_TEXTS as LT } from '../../../../machines/channelList/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChannelAvatars } from './ChannelAvatars.tsx';
import { channelTitle } from './channelTitle.ts';
import { LIST_TEXTS as T } from './listTexts.ts';

/**
 * What a search found (the first 10): joined channels open on a press; the others have Join
 * (Start Chat for people, on the Conversation tab).
 */
export function SearchResults({
  model,
  results,
  names,
  onOpen,
}: {
  model: ChannelListModel;
  results: ChannelSearchResult;
  names: Readonly<Record<string, string>> | undefined;
  onOpen: (name: string) => void;
}) {
  if (results.channels.length === 0 && results.people.length === 0) {
    return <p className="p-2 text-sm text-slate-700">{LT.noMatches}</p>;
  }
  return (
    <div className="min-h-0 flex-1 overflow-auto">
      <ul aria-label={T.results} className="flex flex-col gap-1">
        {results.channels.map((channel) => {
          const title = channelTitle(channel, names);
          return (
            <li key={channel.name} className="flex items-center gap-2 rounded-md px-2 py-1.5">
              {channel.added ? (
                <button
                  type="button"
                  data-channel-open={channel.name}
                  onClick={() => onOpen(channel.name)}
                  className="flex min-w-0 flex-1 items-center gap-3 text-left"
                >
                  <ChannelAvatars channel={channel} title={title} />
                  <span className="truncate font-semibold">{title}</span>
                </button>
              ) : (
                <>
                  <span className="flex min-w-0 flex-1 items-center gap-3">
                    <ChannelAvatars channel={channel} title={title} />
                    <span className="truncate font-semibold">{title}</span>
                    <span className="sr-only">{T.notJoined}</span>
                  </span>
                  <Button
                    variant="secondary"
                    disabled={!model.canAct}
                    onClick={() => model.onJoin(channel.name)}
                  >
                    {LT.join}
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {results.people.length > 0 ? (
        <>
          <h3 className="mt-2 px-2 text-xs font-semibold text-slate-600 uppercase">{T.people}</h3>
          <ul aria-label={T.people} className="flex flex-col gap-1">
            {results.people.map((person) => (
              <li key={person.username} className="flex items-center gap-2 px-2 py-1.5">
                <span className="min-w-0 flex-1 truncate">
                  {person.name} <span className="text-xs text-slate-600">{person.username}</span>
                </span>
                <Button
                  variant="secondary"
                  disabled={!model.canAct}
                  onClick={() => model.onStartChat(person.username)}
                >
                  {LT.startChat}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
