import {
  type AddEmployeeModel,
  ADD_EMPLOYEE_TEXTS as T,
} from '../../../machines/addEmployee/index.ts';
import type { components } from '../../../openapi/generated/main.ts';
import { Button } from '../../ui/Button.tsx';
import { AddEmployeeDialog } from './AddEmployeeDialog.tsx';

type Group = components['schemas']['UserGroup'];

/** Add employee: the button, the confirmation once added, and the dialog. */
export function AddEmployee({
  view,
  groups,
}: {
  view: AddEmployeeModel;
  groups: readonly Group[];
}) {
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
      <AddEmployeeDialog view={view} groups={groups} />
    </div>
  );
}
