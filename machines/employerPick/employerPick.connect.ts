import type { SnapshotFrom } from 'xstate';
import {
  type EmployerAddressDraft,
  type LatLong,
  parseLatLong,
} from '../../src/domain/employers.ts';
import type { Employer, EmployerAddress } from './employerPick.actors.ts';
import {
  type DraftField,
  type EmployerPickEvent,
  type employerPickMachine,
  type InvalidField,
  locationQuery,
} from './employerPick.machine.ts';

type Snapshot = SnapshotFrom<typeof employerPickMachine>;
type Send = (event: EmployerPickEvent) => void;

export type EmployerPickIntents = {
  onType: (text: string) => void;
  onPick: (employer: Employer) => void;
  onAddCompany: () => void;
  onBack: () => void;
  onRetry: () => void;
  onSelect: (id: number) => void;
  onNewAddress: () => void;
  onField: (field: DraftField, value: string) => void;
  onLocate: () => void;
  onPoint: (point: LatLong) => void;
  onSave: () => void;
  onComment: (text: string) => void;
  onConfirm: () => void;
};

const intentsBySend = new WeakMap<Send, EmployerPickIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): EmployerPickIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onType: (text) => send({ type: 'company.type', text }),
      onPick: (employer) => send({ type: 'company.pick', employer }),
      onAddCompany: () => send({ type: 'company.add' }),
      onBack: () => send({ type: 'company.back' }),
      onRetry: () => send({ type: 'pick.retry' }),
      onSelect: (id) => send({ type: 'address.select', id }),
      onNewAddress: () => send({ type: 'address.new' }),
      onField: (field, value) => send({ type: 'address.field', field, value }),
      onLocate: () => send({ type: 'address.locate' }),
      onPoint: (point) => send({ type: 'address.point', lat: point.lat, long: point.long }),
      onSave: () => send({ type: 'address.save' }),
      onComment: (text) => send({ type: 'comment.change', text }),
      onConfirm: () => send({ type: 'pick.confirm' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type EmployerPickStep = 'company' | 'addresses' | 'newAddress' | 'done';

/** The employer search dialog as the view renders it. */
export type EmployerPickModel = EmployerPickIntents & {
  step: EmployerPickStep;
  busy: boolean;
  /** What the busy state is doing, in words (from the state, not the view). */
  busyState: 'searching' | 'loadingAddresses' | 'locating' | 'savingAddress' | 'saving' | null;
  error: string | null;
  failedStep: 'search' | 'addresses' | 'saveAddress' | 'confirm' | null;
  query: string;
  /** The company list, once a search has answered. */
  employers: readonly Employer[] | null;
  employerName: string | null;
  isNewCompany: boolean;
  addresses: readonly EmployerAddress[] | null;
  selected: number | null;
  comment: string;
  draft: EmployerAddressDraft;
  lat: string;
  long: string;
  invalid: readonly InvalidField[];
  located: 'found' | 'none' | null;
  /** The location pair as a point (the map's marker), when it reads as one. */
  point: LatLong | null;
  needsSelection: boolean;
  /** The address the pick replaces (not a choice), when the dialog replaces the employer. */
  replacing: number | null;
  can: {
    addCompany: boolean;
    back: boolean;
    retry: boolean;
    newAddress: boolean;
    confirm: boolean;
    locate: boolean;
    save: boolean;
    edit: boolean;
  };
};

function busyStateOf(s: Snapshot): EmployerPickModel['busyState'] {
  if (s.matches({ company: 'searching' })) return 'searching';
  if (s.matches({ addresses: 'loading' })) return 'loadingAddresses';
  if (s.matches({ newAddress: 'locating' })) return 'locating';
  if (s.matches({ newAddress: 'saving' })) return 'savingAddress';
  if (s.matches('confirming') && s.hasTag('busy')) return 'saving';
  return null;
}

function failedStepOf(s: Snapshot): EmployerPickModel['failedStep'] {
  if (s.matches({ company: 'failed' })) return 'search';
  if (s.matches({ addresses: 'failed' })) return 'addresses';
  if (s.matches({ newAddress: 'failed' })) return 'saveAddress';
  if (s.matches({ confirming: 'failed' })) return 'confirm';
  return null;
}

export function connectEmployerPick(snapshot: Snapshot, send: Send = ignore): EmployerPickModel {
  const { context: c } = snapshot;
  const can = (event: EmployerPickEvent) => snapshot.can(event);
  const step: EmployerPickStep = snapshot.matches('company')
    ? 'company'
    : snapshot.matches('newAddress')
      ? 'newAddress'
      : snapshot.matches('done')
        ? 'done'
        : 'addresses';
  const failedStep = failedStepOf(snapshot);
  return {
    ...intentsOf(send),
    step,
    busy: snapshot.hasTag('busy'),
    busyState: busyStateOf(snapshot),
    error: failedStep ? c.error : snapshot.matches({ newAddress: 'editing' }) ? c.error : null,
    failedStep,
    query: c.query,
    employers: snapshot.matches({ company: 'listed' }) ? c.employers : null,
    employerName: c.employer?.employer ?? null,
    isNewCompany: c.employer?.id === null,
    addresses:
      snapshot.matches({ addresses: 'listed' }) ||
      snapshot.matches({ addresses: 'unselected' }) ||
      snapshot.matches('confirming')
        ? c.addresses
        : null,
    selected: c.selected,
    comment: c.comment,
    draft: c.draft,
    lat: c.lat,
    long: c.long,
    invalid: c.invalid,
    located: c.located,
    point: parseLatLong(c.lat, c.long),
    needsSelection: snapshot.matches({ addresses: 'unselected' }),
    replacing: c.replacing,
    can: {
      addCompany: can({ type: 'company.add' }),
      back: can({ type: 'company.back' }),
      retry: can({ type: 'pick.retry' }),
      newAddress: can({ type: 'address.new' }),
      confirm: can({ type: 'pick.confirm' }),
      locate: snapshot.matches({ newAddress: 'editing' }) && locationQuery(c) !== null,
      save: can({ type: 'address.save' }),
      edit:
        snapshot.matches({ newAddress: 'editing' }) || snapshot.matches({ newAddress: 'failed' }),
    },
  };
}
