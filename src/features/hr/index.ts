export { AddEmployee } from './AddEmployee.tsx';
export { AddUserGroup } from './AddUserGroup.tsx';
export { AttendanceHistory } from './AttendanceHistory.tsx';
export { EmployeeScreen } from './EmployeeScreen.tsx';
export { employeeHref } from './employeeHref.ts';
export { addEmployeeActors, addUserGroupActors } from './hrCalls.ts';
export { MembersScreen } from './MembersScreen.tsx';
export { TeamScreen } from './TeamScreen.tsx';
