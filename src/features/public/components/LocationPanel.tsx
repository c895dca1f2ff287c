import { useId } from 'react';
import type { LocationStatus } from '../../../../machines/referral/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { REFERRAL_TEXTS as T } from '../publicTexts.ts';

export type LocationPanelProps = {
  location: LocationStatus;
  error: string | null;
  canRequest: boolean;
  onRequest: () => void;
};

function statusText(location: LocationStatus): string {
  switch (location.status) {
    case 'none':
      return T.locationNone;
    case 'locating':
      return T.locating;
    case 'captured':
      return T.locationCaptured(location.point.latitude, location.point.longitude);
    case 'failed':
      return T.locationFailed[location.failure];
  }
}

/** Where the form stands on the visitor's position, and the button that asks for it. */
export function LocationPanel({ location, error, canRequest, onRequest }: LocationPanelProps) {
  const statusId = useId();
  const tone = location.status === 'captured' ? 'text-green-700' : 'text-slate-600';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">{T.location}</legend>
      <p id={statusId} role="status" className={`text-sm ${tone}`}>
        {statusText(location)}
      </p>
      <Button
        variant="secondary"
        className="w-fit"
        aria-describedby={statusId}
        busy={location.status === 'locating'}
        disabled={!canRequest}
        onClick={onRequest}
      >
        {T.useMyLocation}
      </Button>
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
