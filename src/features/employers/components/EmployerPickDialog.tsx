import { useMemo } from 'react';
import {
  type DraftField,
  type EmployerPickModel,
  EMPLOYER_PICK_TEXTS as T,
} from '../../../../machines/employerPick/index.ts';
import { EMPLOYER_ADDRESS_FIELDS } from '../../../domain/employers.ts';
import { INDIAN_STATES, stateName } from '../../../domain/indianStates.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { MAP_ZOOM, type MapMarker, MapView } from '../../../ui/map/MapView.tsx';
import { TextField } from '../../../ui/TextField.tsx';

/**
 * The employer search dialog (spec part 1 §2): one step at a time, as the statechart says —
 * the company search, the company's addresses with the comment and 'Okay', or the new-address
 * form. Closing it leaves the profile as it was.
 */
export function EmployerPickDialog({
  view,
  onClose,
}: {
  view: EmployerPickModel;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={view.step !== 'done'}
      title={view.replacing === null ? T.title : T.replaceTitle}
      onClose={onClose}
      dismissable={!view.busy}
    >
      <div className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto text-sm">
        {view.step === 'company' ? <CompanyStep view={view} /> : null}
        {view.step === 'addresses' ? <AddressStep view={view} /> : null}
        {view.step === 'newAddress' ? <NewAddressStep view={view} /> : null}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose} disabled={view.busy}>
            {T.cancel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function Failure({ view, text }: { view: EmployerPickModel; text: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p role="alert" className="text-red-700">
        {text}
      </p>
      {view.can.retry ? (
        <Button variant="secondary" onClick={view.onRetry}>
          {T.retry}
        </Button>
      ) : null}
    </div>
  );
}

function CompanyStep({ view }: { view: EmployerPickModel }) {
  return (
    <>
      <TextField
        label={T.company}
        value={view.query}
        onValueChange={view.onType}
        autoComplete="off"
        autoFocus
      />
      {view.busyState === 'searching' ? <p role="status">{T.searching}</p> : null}
      {view.failedStep === 'search' ? (
        <Failure view={view} text={T.searchFailed(view.error!)} />
      ) : null}
      {view.employers ? (
        view.employers.length ? (
          <ul aria-label={T.company} className="flex flex-col gap-1">
            {view.employers.map((e) => (
              <li key={e.id}>
                <button
                  type="button"
                  onClick={() => view.onPick(e)}
                  className="flex w-full justify-between rounded-md border border-slate-200 px-3 py-2 text-left hover:bg-slate-50"
                >
                  <span>{e.employer}</span>
                  <span className={e.is_verified ? 'text-green-700' : 'text-slate-500'}>
                    {e.is_verified ? T.verified : T.unverified}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{T.noCompanies}</p>
        )
      ) : null}
      {view.can.addCompany ? (
        <Button variant="secondary" onClick={view.onAddCompany}>
          {T.addNewCompany}
        </Button>
      ) : null}
    </>
  );
}

function AddressStep({ view }: { view: EmployerPickModel }) {
  const saving = view.busyState === 'saving';
  return (
    <>
      <h3 className="font-semibold">{T.addresses(view.employerName!)}</h3>
      {view.busyState === 'loadingAddresses' ? <p role="status">{T.loadingAddresses}</p> : null}
      {view.failedStep === 'addresses' ? (
        <Failure view={view} text={T.addressesFailed(view.error!)} />
      ) : null}
      {view.addresses ? (
        <>
          {view.addresses.length ? (
            <fieldset className="flex flex-col gap-1" disabled={saving}>
              <legend className="sr-only">{T.addresses(view.employerName!)}</legend>
              {view.addresses.map((a) => {
                const current = a.id === view.replacing;
                return (
                  <label
                    key={a.id}
                    className="flex items-start gap-2 rounded-md border border-slate-200 px-3 py-2"
                  >
                    <input
                      type="radio"
                      name="employer-address"
                      checked={view.selected === a.id}
                      onChange={() => view.onSelect(a.id)}
                      disabled={current}
                      className="mt-1"
                    />
                    <span>
                      {a.employer_address}, {a.employer_address_landmark}, {a.employer_address_city}
                      , {stateName(a.employer_address_state)} {a.employer_address_pin}
                      <span className={`ml-2 ${a.valid ? 'text-green-700' : 'text-slate-500'}`}>
                        {a.valid ? T.verified : T.unverified}
                      </span>
                      {current ? (
                        <span className="ml-2 font-medium">{T.currentAddress}</span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          ) : (
            <p>{T.noAddresses}</p>
          )}
          <TextField
            label={T.comment}
            value={view.comment}
            onValueChange={view.onComment}
            disabled={saving || view.failedStep === 'confirm'}
          />
          {view.needsSelection ? (
            <p role="alert" className="text-red-700">
              {T.selectAddress}
            </p>
          ) : null}
          {saving ? <p role="status">{T.saving}</p> : null}
          {view.failedStep === 'confirm' ? <Failure view={view} text={view.error!} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={view.onNewAddress} disabled={!view.can.newAddress}>
              {T.addNewAddress}
            </Button>
            <Button onClick={view.onConfirm} disabled={!view.can.confirm}>
              {T.okay}
            </Button>
          </div>
        </>
      ) : null}
      {view.can.back || saving ? (
        <Button variant="link" onClick={view.onBack} disabled={!view.can.back}>
          {T.back}
        </Button>
      ) : null}
    </>
  );
}

const FIELD_INPUT: Partial<
  Record<DraftField, { inputMode: 'numeric' | 'decimal'; maxLength?: number }>
> = {
  employer_address_pin: { inputMode: 'numeric', maxLength: 6 },
  lat: { inputMode: 'decimal' },
  long: { inputMode: 'decimal' },
};

function NewAddressStep({ view }: { view: EmployerPickModel }) {
  const name = view.employerName!;
  const locked = !view.can.edit;
  const errorOf = (field: DraftField) => {
    if (field === 'lat' || field === 'long') {
      return view.invalid.includes('location') ? T.errors.location : undefined;
    }
    return view.invalid.includes(field) ? T.errors[field] : undefined;
  };
  const text = (field: Exclude<DraftField, 'employer_address_state'>) => (
    <TextField
      key={field}
      label={T.labels[field]}
      value={field === 'lat' ? view.lat : field === 'long' ? view.long : view.draft[field]}
      onValueChange={(value) => view.onField(field, value)}
      error={errorOf(field)}
      disabled={locked}
      {...FIELD_INPUT[field]}
    />
  );
  const stateError = errorOf('employer_address_state');
  return (
    <>
      <h3 className="font-semibold">
        {view.isNewCompany ? T.newCompanyTitle(name) : T.newAddressTitle(name)}
      </h3>
      {EMPLOYER_ADDRESS_FIELDS.map((field) =>
        field === 'employer_address_state' ? (
          <label key={field} className="flex flex-col gap-1">
            <span className="font-medium text-slate-700">{T.labels.employer_address_state}</span>
            <select
              value={view.draft.employer_address_state}
              onChange={(e) => view.onField('employer_address_state', e.target.value)}
              disabled={locked}
              aria-invalid={stateError ? true : undefined}
              aria-describedby={stateError ? 'employer-state-error' : undefined}
              className={`rounded-md border px-3 py-2 ${stateError ? 'border-red-500' : 'border-slate-300'}`}
            >
              <option value="">—</option>
              {Object.entries(INDIAN_STATES).map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
            {stateError ? (
              <span id="employer-state-error" className="text-xs text-red-600">
                {stateError}
              </span>
            ) : null}
          </label>
        ) : (
          text(field)
        ),
      )}
      <div className="grid grid-cols-2 gap-2">
        {text('lat')}
        {text('long')}
      </div>
      <LocationMap view={view} disabled={locked} />
      <Button variant="secondary" onClick={view.onLocate} disabled={!view.can.locate}>
        {T.locate}
      </Button>
      {view.busyState === 'locating' ? <p role="status">{T.locating}</p> : null}
      {view.located === 'found' && view.can.save ? <p role="status">{T.located}</p> : null}
      {view.located === 'none' && view.can.save ? <p role="status">{T.notLocated}</p> : null}
      {view.error && view.failedStep === null ? (
        <p role="alert" className="text-red-700">
          {T.locateFailed(view.error)}
        </p>
      ) : null}
      {view.busyState === 'savingAddress' ? <p role="status">{T.savingAddress}</p> : null}
      {view.failedStep === 'saveAddress' ? <Failure view={view} text={T.saveFailed} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="link" onClick={view.onBack} disabled={!view.can.back}>
          {T.back}
        </Button>
        <Button onClick={view.onSave} disabled={!view.can.save}>
          {T.saveAddress}
        </Button>
      </div>
    </>
  );
}

/**
 * The location on the map (its own chunk): a click, or Enter on the focused map, places the
 * point; the marker follows the pair, so a located address moves it. The pair is what is saved.
 */
function LocationMap({ view, disabled }: { view: EmployerPickModel; disabled: boolean }) {
  const lat = view.point?.lat;
  const long = view.point?.long;
  const markers = useMemo<MapMarker[]>(
    () =>
      lat === undefined || long === undefined
        ? []
        : [{ id: 'employer', label: T.marker, lat, lng: long }],
    [lat, long],
  );
  return (
    <div className="flex flex-col gap-1">
      <p id="employer-map-hint" className="text-xs text-slate-600">
        {T.mapHint}
      </p>
      <MapView
        label={T.map}
        markers={markers}
        zoom={MAP_ZOOM}
        onPick={disabled ? undefined : (p) => view.onPoint({ lat: p.lat, long: p.lng })}
        className="h-56 w-full"
      />
    </div>
  );
}
