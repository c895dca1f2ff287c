export type {
  ComplaintCategory,
  RegisterComplaintActors,
  RegisterComplaintInput,
  RegisteredComplaint,
} from './registerComplaint.actors.ts';
export * from './registerComplaint.connect.ts';
export {
  type RegisterComplaintContext,
  type RegisterComplaintEvent,
  registerComplaintMachine,
} from './registerComplaint.machine.ts';
export * from './registerComplaint.rules.ts';
export { REGISTER_COMPLAINT_TEXTS } from './registerComplaint.texts.ts';
