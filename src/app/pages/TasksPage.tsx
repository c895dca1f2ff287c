import { useState } from 'react';
import { deriveRoleFlags } from '../../domain/access/roles.ts';
import { usesBroaderTrackerList } from '../../domain/access/tasks.ts';
import {
  assignTrackerIssueCall,
  moveTaskCall,
  NativeTasksScreen,
  RedmineTasksTab,
  TasksPage as Tasks,
  taskAttachmentFile,
  taskFormActors,
} from '../../features/tasks/index.ts';
import { ADMIN_BASE, CHAT_ADMIN_BASE, CHAT_HOME_PATH } from '../paths.ts';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';

/** The chat screen of the side the user is on, opened at a channel. */
const channelHref = (channel: string) => {
  const chat = window.location.pathname.startsWith(CHAT_ADMIN_BASE)
    ? CHAT_HOME_PATH
    : `${ADMIN_BASE}/chat`;
  return `${chat}?channel=${encodeURIComponent(channel)}`;
};

/** /lender/admin/tasks and the chat side's Tasks tab (spec part 2 §2 'Tasks screen'). */
export default function TasksPage({ profile }: ScreenProps) {
  const [assign] = useState(() => assignTrackerIssueCall(api.mainPlain));
  // A task upload names its uploader: the signed-in user's username.
  const [taskActors] = useState(() => taskFormActors(api.mainPlain, () => profile.username));
  const [move] = useState(() => moveTaskCall(api.mainPlain));
  const [attachmentFile] = useState(() => taskAttachmentFile(api.mainPlain));
  return (
    <SignedInQueryClient>
      <Tasks
        redmine={
          <RedmineTasksTab
            queries={mainQueries}
            assign={assign}
            broader={usesBroaderTrackerList(deriveRoleFlags(profile))}
            channelHref={channelHref}
          />
        }
        native={
          <NativeTasksScreen
            queries={mainQueries}
            actors={taskActors}
            move={move}
            attachmentFile={attachmentFile}
          />
        }
      />
    </SignedInQueryClient>
  );
}
