import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  type CustomerProfile,
  connectProfileEdit,
  type ProfileEditActors,
  type ProfileEditModel,
  profileEditMachine,
} from '../../../machines/profileEdit/index.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import type { MainQueries } from './customerQueries.ts';

export type ProfileEditProps = {
  username: string;
  flags: RoleFlags;
  /** The current version is on screen (an old one is read-only). */
  current: boolean;
  profile: CustomerProfile;
};

/** The profile edit's calls over the page's client (the contract's two writes). */
export function useProfileEditCalls(queries: MainQueries): ProfileEditActors {
  const save = queries.useMutation('put', '/customers/profile');
  const toggle = queries.useMutation('put', '/customers/employee-id-validity');
  // The actors read the latest mutation functions; they are made once.
  const calls = useRef({ save: save.mutateAsync, toggle: toggle.mutateAsync });
  calls.current = { save: save.mutateAsync, toggle: toggle.mutateAsync };
  return useMemo(
    () => ({
      saveProfileField: fromPromise(({ input }) => calls.current.save({ body: input })),
      setEmployeeIdValidity: fromPromise(({ input }) => calls.current.toggle({ body: input })),
    }),
    [],
  );
}

/**
 * The profile edit's actor with its calls; `onSaved` gets the profile the server answered after
 * each change (the page shows it at once, with no second read).
 */
export function useProfileEdit(
  props: ProfileEditProps,
  actors: ProfileEditActors,
  onSaved: (profile: CustomerProfile) => void,
): ProfileEditModel {
  // The calls are fixed for the actor's life, as the machine's implementations are.
  const logic = useMemo(() => profileEditMachine.provide({ actors }), [actors]);
  const actor = useActorRef(logic, {
    input: {
      username: props.username,
      flags: props.flags,
      current: props.current,
      employeeIdValid: props.profile.profile_admin.employee_id_valid,
    },
  });
  const saved = useRef(onSaved);
  saved.current = onSaved;
  useEffect(() => {
    const subscription = actor.on('profile.saved', ({ profile }) => saved.current(profile));
    return () => subscription.unsubscribe();
  }, [actor]);
  return useSelector(actor, (snapshot) => connectProfileEdit(snapshot, actor.send), shallowEqual);
}
