export { ComplaintsScreen } from './ComplaintsScreen.tsx';
export { ComplaintsTable } from './ComplaintsTable.tsx';
export { moveComplaintCall, registerComplaintActors } from './complaintCalls.ts';
export { RegisterComplaintDialog } from './RegisterComplaintDialog.tsx';
