// What another feature may use of the chat: the host of one open channel. The chat screen itself
// (ChatPage.tsx, with its channel list) is the app's to import, so a feature hosting a channel
// does not carry the list.
export { ChannelHost, type ChannelHostProps } from './ChannelHost.tsx';
