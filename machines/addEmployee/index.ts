export type {
  AddEmployeeActors,
  AddEmployeeInput,
  AddedEmployee,
  HrRole,
} from './addEmployee.actors.ts';
export * from './addEmployee.connect.ts';
export {
  type AddEmployeeContext,
  type AddEmployeeEvent,
  addEmployeeMachine,
} from './addEmployee.machine.ts';
export * from './addEmployee.rules.ts';
export { ADD_EMPLOYEE_TEXTS } from './addEmployee.texts.ts';
