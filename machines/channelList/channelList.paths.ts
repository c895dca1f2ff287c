import { withInput } from '../callActions/withInput.ts';
import { afterEvent, definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import {
  mentionEvent,
  NOT_JOINED,
  SAMPLE_CONTACTS,
  SAMPLE_ME,
  SAMPLE_SEARCH,
  STARTED_CHAT,
  sampleChannel,
  sampleChannelPage,
  unlistedMessageEvent,
} from './channelList.fixtures.ts';
import { channelListMachine } from './channelList.machine.ts';
import { CHANNEL_PAGE_SIZE, canStartChatWith } from './channelList.rules.ts';
import { channelListShows } from './channelList.shows.ts';
import { CHANNEL_LIST_TEXTS as T } from './channelList.texts.ts';

/** The walk's server: 12 channels (a first page of 8, then 4), a search, two contacts. */
export const CHANNEL_LIST_SAMPLE = {
  me: SAMPLE_ME,
  total: 12,
  query: 'bra',
  first: sampleChannel(1),
  notJoined: NOT_JOINED,
  person: SAMPLE_SEARCH.people[0]!,
  contact: SAMPLE_CONTACTS[0]!,
  shortNumber: '91000',
  newNumber: '9100000099',
  unavailable: 'Service unavailable',
  joinRefused: 'You are not allowed to join this channel',
  notFound: 'Username not found',
} as const;

const S = CHANNEL_LIST_SAMPLE;

export const CHANNEL_LIST_EVENTS = {
  firstPage: doneEvent('listChannels', sampleChannelPage(0, CHANNEL_PAGE_SIZE, S.total)),
  nextPage: doneEvent('listChannels', sampleChannelPage(8, CHANNEL_PAGE_SIZE, S.total)),
  noChannels: doneEvent('listChannels', { channels: [], total: 0 }),
  listFailed: errorEvent('listChannels', serviceError(S.unavailable, 503)),
} as const;

const FIRST_PAGE_READS = [{ active: 'loading' }, { active: { list: 'refreshing' } }].map((value) =>
  JSON.stringify(value),
);
const isLoadingFirst = (value: unknown) => FIRST_PAGE_READS.includes(JSON.stringify(value));

export const channelListPaths = definePathSpec({
  machine: withInput(channelListMachine, { me: S.me }),
  shows: channelListShows as never,
  events: [
    doneEvent('checkSelf', null),
    doneEvent('checkSelf', T.blackListed),
    errorEvent('checkSelf', serviceError(S.unavailable, 503)),
    CHANNEL_LIST_EVENTS.firstPage,
    CHANNEL_LIST_EVENTS.nextPage,
    CHANNEL_LIST_EVENTS.noChannels,
    CHANNEL_LIST_EVENTS.listFailed,
    { type: 'list.more' },
    { type: 'list.retry' },
    { type: 'list.reload' },
    { type: 'mode.select', mode: 'all' },
    { type: 'mode.select', mode: 'contacts' },
    { type: 'search.change', query: S.query },
    { type: 'search.change', query: `${S.query}n` },
    { type: 'search.change', query: '' },
    afterEvent('searchDebounce', 'channelList.active.search.waiting'),
    doneEvent('searchChannels', SAMPLE_SEARCH),
    doneEvent('searchChannels', { channels: [], people: [] }),
    errorEvent('searchChannels', serviceError(S.unavailable, 503)),
    { type: 'search.join', name: S.notJoined.name },
    { type: 'search.startChat', username: S.person.username },
    doneEvent('joinChannel', { ...S.notJoined, added: true }),
    errorEvent('joinChannel', serviceError(S.joinRefused, 403)),
    doneEvent('startPrivateChat', STARTED_CHAT),
    errorEvent('startPrivateChat', serviceError(S.notFound, 404)),
    doneEvent('listContacts', SAMPLE_CONTACTS),
    doneEvent('listContacts', []),
    errorEvent('listContacts', serviceError(S.unavailable, 503)),
    { type: 'contacts.startChat', username: S.contact.contact_number },
    { type: 'newChat.change', number: S.shortNumber },
    { type: 'newChat.change', number: S.newNumber },
    { type: 'newChat.start' },
    { type: 'channel.open', name: S.first.name },
    { type: 'channel.favourite', name: S.first.name, on: !S.first.fav },
    { type: 'channel.notification', name: S.first.name, on: !S.first.notification },
    doneEvent('setFavourite', !S.first.fav),
    errorEvent('setFavourite', serviceError(S.unavailable, 503)),
    doneEvent('setNotification', !S.first.notification),
    errorEvent('setNotification', serviceError(S.unavailable, 503)),
    { type: 'notice.dismiss' },
    { type: 'chat.event', event: mentionEvent() },
    { type: 'chat.event', event: unlistedMessageEvent() },
  ],
  // What guards and the screen read: the mode, how much is loaded, whether a number may start a
  // chat, what was found; not the order or the counts of the channels.
  stateKey: (snapshot) => {
    const { context } = snapshot;
    const inContacts = snapshot.matches({ active: 'contacts' });
    const inSearch = snapshot.matches({ active: 'search' });
    const inList = snapshot.matches({ active: 'list' });
    return {
      value: snapshot.value,
      mode: context.mode,
      fellBack: inList && context.fellBack,
      more: context.total !== null && context.channels.length < context.total,
      newChat:
        inContacts && context.newChat !== '' && canStartChatWith(context.newChat, context.me),
      typed: inContacts && context.newChat !== '',
      results: inSearch && context.results ? context.results.channels.length : null,
      contacts: inContacts && context.contacts.length,
      query: inSearch && context.query,
    };
  },
  // The server answers the first page to a first request and the next to a next one; typing
  // changes the box only to a different value.
  filterEvents: (snapshot, event) => {
    if (event.type === 'xstate.done.actor.listChannels') {
      const first = isLoadingFirst(snapshot.value);
      if (event === CHANNEL_LIST_EVENTS.nextPage) return !first;
      return first;
    }
    if (event.type === 'search.join') return Boolean(snapshot.context.results?.channels.length);
    if (event.type === 'search.startChat') return Boolean(snapshot.context.results?.people.length);
    if (event.type === 'search.change') return snapshot.context.query !== event.query;
    if (event.type === 'newChat.change') return snapshot.context.newChat !== event.number;
    if (event.type === 'mode.select') return snapshot.context.mode !== event.mode;
    return true;
  },
  describeEvent: (event) => {
    switch (event.type) {
      case 'mode.select':
        return `pick the mode '${event.mode}'`;
      case 'list.more':
        return 'scroll near the end of the list';
      case 'list.retry':
        return "press 'Retry'";
      case 'list.reload':
        return 'the message connection (re)connects: the first page is read again';
      case 'search.change':
        return event.query ? `type "${event.query}" in the search` : 'clear the search';
      case 'search.join':
        return `press 'Join' on "${S.notJoined.display_name}"`;
      case 'search.startChat':
      case 'contacts.startChat':
        return "press 'Start Chat'";
      case 'newChat.change':
        return `type the number "${event.number}"`;
      case 'newChat.start':
        return "press 'Start Chat' by the number";
      case 'channel.open':
        return 'open the first channel';
      case 'channel.favourite':
        return "press the first channel's favourite star";
      case 'channel.notification':
        return "press the first channel's notification bell";
      case 'notice.dismiss':
        return "press 'Dismiss'";
      case 'chat.event':
        return event.event.type === 'NEW_MESSAGE' && event.event.message.text.includes(S.me)
          ? 'someone mentions the user in a listed channel'
          : 'someone writes in a channel not loaded yet';
      default:
        return undefined;
    }
  },
});
