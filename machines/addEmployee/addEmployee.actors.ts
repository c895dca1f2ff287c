import type { PromiseActorLogic } from 'xstate';
import type { components, operations } from '../../openapi/generated/main.ts';

/** The body of addNewEmployee (POST /hr_attendance/add-new-employee). */
export type AddEmployeeInput = NonNullable<
  operations['addNewEmployee']['requestBody']
>['content']['application/json'];

export type AddedEmployee = components['schemas']['EmployeeStatus'];
export type HrRole = components['schemas']['HrRole'];

/** The add call by the name the machine invokes it with; rejects with the server's words. */
export type AddEmployeeActors = {
  addNewEmployee: PromiseActorLogic<AddedEmployee, AddEmployeeInput>;
};
