import type { ChannelListModel } from '../../../../machines/channelList/index.ts';
import {
  CHANNEL_MODE_LABELS,
  CHANNEL_LIST_TEXTS as LT,
} from '../../../../machines/channelList/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ContactsPanel } from './ContactsPanel.tsx';
import { channelTitle } from './channelTitle.ts';
import { LIST_TEXTS as T } from './listTexts.ts';
import { SearchResults } from './SearchResults.tsx';
import { VirtualChannelList } from './VirtualChannelList.tsx';

export type ChannelListViewProps = {
  model: ChannelListModel;
  /** Names the contact-name cache knows, by username. */
  names?: Readonly<Record<string, string>>;
  /** Opens a channel (the page shows it and tells the list). */
  onOpen: (name: string) => void;
};

/** The chat sidebar: modes, search, and the channels, results or contacts of the moment. */
export function ChannelListView({ model, names, onOpen }: ChannelListViewProps) {
  const { status } = model;
  return (
    <div className="flex h-full min-h-0 flex-col gap-2">
      <fieldset aria-label={T.modes} className="flex flex-wrap gap-1 border-0 p-0">
        {model.modes.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={model.mode === mode}
            disabled={model.blacklisted}
            onClick={() => model.onMode(mode)}
            className={`rounded-full px-2.5 py-1 text-xs font-medium disabled:opacity-50 ${
              model.mode === mode
                ? 'bg-brand-600 text-white'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
            }`}
          >
            {CHANNEL_MODE_LABELS[mode]}
          </button>
        ))}
      </fieldset>
      {model.mode !== 'contacts' ? (
        <label className="flex flex-col text-xs font-medium text-slate-700">
          {LT.search}
          <input
            type="search"
            value={model.query}
            disabled={!model.canSearch}
            onChange={(event) => model.onSearch(event.target.value)}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm font-normal disabled:bg-slate-100"
          />
        </label>
      ) : null}
      {model.notice ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-2 rounded-md bg-red-50 p-2 text-sm text-red-800"
        >
          <span>{model.notice}</span>
          <Button variant="secondary" onClick={model.onDismiss}>
            {LT.dismiss}
          </Button>
        </div>
      ) : null}
      {model.fellBack ? <p className="text-xs text-slate-600">{LT.fellBack}</p> : null}
      {model.actionError ? (
        <p role="alert" className="text-sm text-red-700">
          {model.actionError}
        </p>
      ) : null}
      {model.contacts ? (
        <ContactsPanel model={model} contacts={model.contacts} names={names} />
      ) : model.results ? (
        <SearchResults model={model} results={model.results} names={names} onOpen={onOpen} />
      ) : model.channels.length > 0 ? (
        <VirtualChannelList
          channels={model.channels}
          titleOf={(channel) => channelTitle(channel, names)}
          open={model.open}
          canToggle={model.canToggle}
          canMore={model.canMore}
          busy={status?.busy ?? false}
          onMore={model.onMore}
          onOpen={onOpen}
          onFavourite={model.onFavourite}
          onNotification={model.onNotification}
        />
      ) : null}
      {status ? (
        <div
          role={status.busy ? 'status' : undefined}
          className="flex flex-col items-start gap-2 p-2 text-sm text-slate-700"
        >
          <span
            className={status.text === LT.blackListed ? 'font-semibold text-red-700' : undefined}
          >
            {status.text}
          </span>
          {status.retry ? <Button onClick={model.onRetry}>{LT.retry}</Button> : null}
          {status.text === LT.noMentions && model.canMore ? (
            <Button onClick={model.onMore}>{LT.loadMore}</Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
