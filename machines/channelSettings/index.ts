export type { ChannelSettingsActors, ChatTag, ChatTheme } from './channelSettings.actors.ts';
export * from './channelSettings.connect.ts';
export {
  type ChannelSettingsContext,
  type ChannelSettingsEvent,
  channelSettingsMachine,
} from './channelSettings.machine.ts';
export * from './channelSettings.rules.ts';
export { CHANNEL_SETTINGS_TEXTS } from './channelSettings.texts.ts';
