import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  type BusinessProfileActors,
  type BusinessProfileValues,
  businessProfileMachine,
  connectBusinessProfile,
} from '../../../machines/businessProfile/index.ts';
import { useOnEnter } from '../../ui/hooks/useOnEnter.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { BusinessProfileForm, type BusinessProfileLists } from './BusinessProfileForm.tsx';

export type BusinessProfileEditorProps = {
  values: BusinessProfileValues;
  lists: BusinessProfileLists;
  actors: BusinessProfileActors;
  /** Told once per stored save, so what the app knows of the profile is read again. */
  onSaved?: () => void;
};

/** The profile form's workflow: creates the actor from the stored values and renders its form. */
export function BusinessProfileEditor({
  values,
  lists,
  actors,
  onSaved,
}: BusinessProfileEditorProps) {
  const [logic] = useState(() => businessProfileMachine.provide({ actors }));
  const actor = useActorRef(logic, { input: { values } });
  useOnEnter(actor, (snapshot) => snapshot.matches({ form: 'saved' }), onSaved);
  const view = useView(actor, (snapshot) => connectBusinessProfile(snapshot, actor.send))!;
  return <BusinessProfileForm view={view} lists={lists} />;
}
