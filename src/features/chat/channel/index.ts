export { ChannelPane, type ChannelPaneProps } from './ChannelPane.tsx';
export { type ChannelPaneActors, createChannelPaneActors } from './channelCalls.ts';
