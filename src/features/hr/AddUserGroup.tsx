import {
  type AddUserGroupModel,
  ADD_USER_GROUP_TEXTS as T,
} from '../../../machines/addUserGroup/index.ts';
import { Button } from '../../ui/Button.tsx';
import { AddUserGroupDialog } from './AddUserGroupDialog.tsx';

/** Add user group: the button, the confirmation once added, and the dialog. */
export function AddUserGroup({ view }: { view: AddUserGroupModel }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {view.notice && !view.open ? (
        <p role="status" className="text-sm text-green-700">
          {view.notice}
        </p>
      ) : null}
      <Button variant="secondary" disabled={!view.canOpen} onClick={view.onOpen}>
        {T.open}
      </Button>
      <AddUserGroupDialog view={view} />
    </div>
  );
}
