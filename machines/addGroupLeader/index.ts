export * from './addGroupLeader.connect.ts';
export {
  type AddGroupLeaderContext,
  type AddGroupLeaderEvent,
  addGroupLeaderMachine,
} from './addGroupLeader.machine.ts';
export { ADD_GROUP_LEADER_TEXTS } from './addGroupLeader.texts.ts';
