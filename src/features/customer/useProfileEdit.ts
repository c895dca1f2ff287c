import { useQueryClient } from '@tanstack/react-query';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  type CustomerProfile,
  connectProfileEdit,
  type ProfileEditModel,
  profileEditMachine,
} from '../../../machines/profileEdit/index.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { customerPageQueries, type MainQueries } from './customerQueries.ts';

export type ProfileEditProps = {
  queries: MainQueries;
  username: string;
  flags: RoleFlags;
  /** The current version is on screen (an old one is read-only). */
  current: boolean;
  profile: CustomerProfile;
};

/**
 * The profile edit's actor over the page's client: the writes are the contract's, and what the
 * server answers after a save becomes the current profile on screen (no second read).
 */
export function useProfileEdit(props: ProfileEditProps): ProfileEditModel {
  const { queries, username } = props;
  const save = queries.useMutation('put', '/customers/profile');
  const toggle = queries.useMutation('put', '/customers/employee-id-validity');
  // The actor's calls read the latest mutation functions; the machine is made once.
  const calls = useRef({ save: save.mutateAsync, toggle: toggle.mutateAsync });
  calls.current = { save: save.mutateAsync, toggle: toggle.mutateAsync };
  const logic = useMemo(
    () =>
      profileEditMachine.provide({
        actors: {
          saveProfileField: fromPromise(({ input }) => calls.current.save({ body: input })),
          setEmployeeIdValidity: fromPromise(({ input }) => calls.current.toggle({ body: input })),
        },
      }),
    [],
  );
  const actor = useActorRef(logic, {
    input: {
      username,
      flags: props.flags,
      current: props.current,
      employeeIdValid: props.profile.profile_admin.employee_id_valid,
    },
  });
  const client = useQueryClient();
  useEffect(() => {
    const { queryKey } = customerPageQueries(queries, username).profile(null);
    const subscription = actor.on('profile.saved', ({ profile }) => {
      client.setQueryData(queryKey, profile);
    });
    return () => subscription.unsubscribe();
  }, [actor, client, queries, username]);
  return useSelector(actor, (snapshot) => connectProfileEdit(snapshot, actor.send), shallowEqual);
}
