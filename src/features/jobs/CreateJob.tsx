import { type CreateJobModel, CREATE_JOB_TEXTS as T } from '../../../machines/createJob/index.ts';
import { Button } from '../../ui/Button.tsx';
import { CreateJobDialog } from './CreateJobDialog.tsx';

/** Create job: the button, the confirmation once created, and the dialog. */
export function CreateJob({ view }: { view: CreateJobModel }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {view.notice && !view.open ? (
        <p role="status" className="text-sm text-green-700">
          {view.notice}
        </p>
      ) : null}
      <Button disabled={!view.canOpen} onClick={view.onOpen}>
        {T.open}
      </Button>
      <CreateJobDialog view={view} />
    </div>
  );
}
