import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import type { Client } from 'openapi-fetch';
import { useEffect, useState } from 'react';
import {
  businessProfileMachine,
  connectBusinessProfile,
  valuesOf,
} from '../../../machines/businessProfile/index.ts';
import type { paths } from '../../../openapi/generated/auth.ts';
import { messages } from '../../domain/messages.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { BusinessProfileForm, type BusinessProfileLists } from './BusinessProfileForm.tsx';
import { type AuthQueries, createBusinessProfileActors } from './businessProfileCalls.ts';

export type BusinessProfileScreenProps = {
  queries: AuthQueries;
  auth: Client<paths>;
};

type Profile = paths['/business/profile']['get']['responses']['200']['content']['application/json'];

/**
 * The business (chat) profile (/bchat/admin/business, user menu → Chat Profile): the profile and
 * its two lists are read, then edited in the form; a save refreshes what the app knows of it.
 */
export function BusinessProfileScreen({ queries, auth }: BusinessProfileScreenProps) {
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
  const [logic] = useState(() =>
    businessProfileMachine.provide({ actors: createBusinessProfileActors(auth) }),
  );
  const actor = useActorRef(logic, { input: { values: valuesOf(profile) } });
  useEffect(() => {
    // Once per save: on entering 'saved', not on each snapshot while it shows.
    let shown = false;
    const subscription = actor.subscribe((snapshot) => {
      const now = snapshot.matches({ form: 'saved' });
      if (now && !shown) client.invalidateQueries({ queryKey: ['get', '/business/profile'] });
      shown = now;
    });
    return () => subscription.unsubscribe();
  }, [actor, client]);
  const view = useView(actor, (snapshot) => connectBusinessProfile(snapshot, actor.send))!;
  return <BusinessProfileForm view={view} lists={lists} />;
}
