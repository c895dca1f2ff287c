export { ComplaintsScreen } from './ComplaintsScreen.tsx';
export { ComplaintsTable } from './ComplaintsTable.tsx';
export { moveComplaintCall, registerComplaintActors } from './complaintCalls.ts';
export { RegisterComplaint } from './RegisterComplaint.tsx';
export { RegisterComplaintDialog } from './RegisterComplaintDialog.tsx';
