import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyEventObject } from 'xstate';
import {
  channelSearchPaths,
  CHANNEL_SEARCH_SAMPLE as S,
} from '../../machines/chatChannel/channelSearch.paths.ts';
import { channelSearchShows } from '../../machines/chatChannel/channelSearch.shows.ts';
import { connectChannelSearch, CHAT_CHANNEL_TEXTS as T } from '../../machines/chatChannel/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { ChannelSearchPanel } from '../../src/features/chat/channel/ChannelSearchPanel.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

type View = ReturnType<typeof connectChannelSearch>;

/** The panel with the header's toggle, as the pane shows them. */
function SearchWithToggle({ view }: { view: View }) {
  return (
    <div className="w-[32rem]">
      <button type="button" onClick={view.open ? view.onClose : view.onOpen}>
        {view.open ? T.closeSearch : T.search}
      </button>
      <ChannelSearchPanel view={view} onChoose={() => {}} />
    </div>
  );
}

function story(...events: AnyEventObject[]): Story {
  const snapshot = snapshotAfter(channelSearchPaths.machine, ...events);
  return {
    args: { view: connectChannelSearch(snapshot) },
    parameters: renders(channelSearchShows as never, snapshot),
  };
}

const meta = {
  title: 'Chat/Channel/Search',
  component: SearchWithToggle,
  args: { view: connectChannelSearch(snapshotAfter(channelSearchPaths.machine)) },
} satisfies Meta<typeof SearchWithToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

const typed = [{ type: 'search.open' }, { type: 'search.change', value: S.query }];
export const Closed: Story = story();
export const Open: Story = story({ type: 'search.open' });
export const Typed: Story = story(...typed);
export const Searching: Story = story(...typed, { type: 'search.submit' });
export const Results: Story = story(
  ...typed,
  { type: 'search.submit' },
  doneEvent('searchChannelMessages', { messages: S.results }),
);
export const NoResults: Story = story(
  ...typed,
  { type: 'search.submit' },
  doneEvent('searchChannelMessages', { messages: [] }),
);
export const Failed: Story = story(
  ...typed,
  { type: 'search.submit' },
  errorEvent('searchChannelMessages', serviceError(S.refused, 400)),
);
