export { CreateChannelForm } from './CreateChannelForm.tsx';
export { CreateChannelScreen } from './CreateChannelScreen.tsx';
export { createChannelActors } from './createChannelCalls.ts';
