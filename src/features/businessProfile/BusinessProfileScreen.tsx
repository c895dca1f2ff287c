import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import { useState } from 'react';
import { valuesOf } from '../../../machines/businessProfile/index.ts';
import type { paths } from '../../../openapi/generated/auth.ts';
import { messages } from '../../domain/messages.ts';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { BusinessAdmins } from './BusinessAdmins.tsx';
import { BusinessProfileEditor } from './BusinessProfileEditor.tsx';
import type { BusinessProfileLists } from './BusinessProfileForm.tsx';
import {
  type AuthQueries,
  createBusinessAdminsActors,
  createBusinessProfileActors,
} from './businessProfileCalls.ts';

export type BusinessProfileScreenProps = {
  queries: AuthQueries;
  auth: Client<paths>;
  /** The super admin names business admins here (the server checks it again). */
  canAddAdmins: boolean;
};

type Profile = paths['/business/profile']['get']['responses']['200']['content']['application/json'];

/**
 * The business (chat) profile (/bchat/admin/business, user menu → Chat Profile): the profile and
 * its two lists are read, then edited in the form; a save refreshes what the app knows of it.
 */
export function BusinessProfileScreen({ queries, auth, canAddAdmins }: BusinessProfileScreenProps) {
  const [adminActors] = useState(() => createBusinessAdminsActors(auth));
  const [profile, types, documents] = useQueries({
    queries: [
      queries.queryOptions('get', '/business/profile'),
      queries.queryOptions('get', '/business/business-types'),
      queries.queryOptions('get', '/business/business-doc-types'),
    ],
  });
  // One panel over the three reads: the form needs them all.
  const all = [profile, types, documents];
  const failed = all.find((q) => q.status === 'error');
  const query = {
    status: failed
      ? ('error' as const)
      : all.every((q) => q.status === 'success')
        ? ('success' as const)
        : ('pending' as const),
    data:
      profile.data && types.data && documents.data
        ? {
            profile: profile.data,
            lists: { types: types.data.results, documents: documents.data.results },
          }
        : undefined,
    error: failed?.error,
    refetch: () => {
      for (const q of all) if (q.status === 'error') q.refetch();
    },
  };
  return (
    <div className="flex flex-col gap-6">
      <QueryPanel
        query={query}
        errorText={messages.common.somethingWentWrong}
        skeleton={<div className="h-96 max-w-2xl animate-pulse rounded-lg bg-slate-100" />}
      >
        {({ profile: stored, lists }) => <Editor profile={stored} lists={lists} auth={auth} />}
      </QueryPanel>
      {canAddAdmins ? <BusinessAdmins actors={adminActors} /> : null}
    </div>
  );
}

function Editor({
  profile,
  lists,
  auth,
}: {
  profile: Profile;
  lists: BusinessProfileLists;
  auth: Client<paths>;
}) {
  const client = useQueryClient();
  const [actors] = useState(() => createBusinessProfileActors(auth));
  return (
    <BusinessProfileEditor
      values={valuesOf(profile)}
      lists={lists}
      actors={actors}
      onSaved={() => client.invalidateQueries({ queryKey: ['get', '/business/profile'] })}
    />
  );
}
