export { CreateJob } from './CreateJob.tsx';
export { CreateJobDialog } from './CreateJobDialog.tsx';
export { JobDetails } from './JobDetails.tsx';
export { JobsScreen } from './JobsScreen.tsx';
export { JobsTable } from './JobsTable.tsx';
export { createJobActors, type JobRow } from './jobCalls.ts';
