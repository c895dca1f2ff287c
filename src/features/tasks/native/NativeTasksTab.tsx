import { useState } from 'react';
import { mainQueries } from '../../../app/queries.ts';
import { SignedInQueryClient } from '../../../app/SignedInQueryClient.tsx';
import { api } from '../../../app/services.ts';
import { sessionStore } from '../../../stores/session.ts';
import { NativeTasksScreen } from './NativeTasksScreen.tsx';
import { moveTaskCall, taskFormActors } from './nativeTaskCalls.ts';

/** The Tasks page's New Tasks tab (spec part 2 §2), over the app's v1 client. */
export default function NativeTasksTab() {
  // The upload names its uploader: the signed-in user's username.
  const [actors] = useState(() =>
    taskFormActors(api.mainPlain, () => sessionStore.profile?.username ?? ''),
  );
  const [move] = useState(() => moveTaskCall(api.mainPlain));
  return (
    <SignedInQueryClient>
      <NativeTasksScreen queries={mainQueries} actors={actors} move={move} />
    </SignedInQueryClient>
  );
}
