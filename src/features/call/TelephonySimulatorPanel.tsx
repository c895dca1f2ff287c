import { useId, useState, useSyncExternalStore } from 'react';
import type {
  SimulatorScript,
  SimulatorState,
  TelephonySimulator,
} from '../../platform/telephony/simulator.ts';
import { Button } from '../../ui/Button.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { Toggle } from '../../ui/Toggle.tsx';

/** Words of the development panel (not part of the product's screens). */
export const SIMULATOR_TEXTS = {
  title: 'Telephony simulator',
  nextCall: 'Next call',
  outcomes: [
    { value: 'answer', label: 'Answers' },
    { value: 'noAnswer', label: 'No answer' },
    { value: 'busy', label: 'Busy' },
    { value: 'fail', label: 'Fails' },
  ] as const,
  ringAfter: 'Rings after (s)',
  answerAfter: 'Answers after (s)',
  remoteHangupAfter: 'Customer hangs up after (s)',
  networkDropAfter: 'Network drops after (s)',
  never: 'Leave empty for never',
  loginFails: 'Refuse the next login',
  now: 'This call',
  ring: 'Ring',
  answer: 'Answer',
  remoteHangUp: 'Customer hangs up',
  busy: 'Busy',
  fail: 'Fail',
  dropNetwork: 'Drop network',
  line: (state: SimulatorState) => {
    const flags = [state.held ? 'held' : null, state.muted ? 'muted' : null].filter(Boolean);
    const dialled = state.line === 'idle' || !state.dialled ? '' : ` ${state.dialled}`;
    return `Line: ${state.line}${dialled}${flags.length ? ` (${flags.join(', ')})` : ''}`;
  },
} as const;

type SecondsKey = 'ringAfterMs' | 'answerAfterMs' | 'remoteHangupAfterMs' | 'networkDropAfterMs';

const toSeconds = (ms: number | null) => (ms === null ? '' : String(ms / 1000));

/** Seconds typed → milliseconds; empty is 'never' where allowed; anything else is ignored. */
function parseSeconds(text: string, optional: boolean): number | null | undefined {
  if (text.trim() === '') return optional ? null : undefined;
  const seconds = Number(text);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : undefined;
}

export type TelephonySimulatorPanelProps = { simulator: TelephonySimulator };

/**
 * Development panel of the simulated telephony (rendered only when the simulator is the
 * configured adapter): what the next call's customer does, and buttons to steer this call.
 */
export function TelephonySimulatorPanel({ simulator }: TelephonySimulatorPanelProps) {
  const T = SIMULATOR_TEXTS;
  const state = useSyncExternalStore(simulator.subscribe, simulator.getState);
  const titleId = useId();
  const { line, script } = state;
  const ringing = line === 'dialling' || line === 'ringing';

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-dashed border-amber-400 bg-amber-50 p-4 text-sm"
    >
      <h2 id={titleId} className="font-semibold text-amber-900">
        {T.title}
      </h2>
      <p role="status" className="font-mono text-slate-800">
        {T.line(state)}
      </p>
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-800">{T.nextCall}</legend>
        <RadioGroup
          label={T.nextCall}
          value={script.outcome}
          options={T.outcomes}
          onChange={(outcome: SimulatorScript['outcome']) => simulator.setScript({ outcome })}
        />
        <div className="grid grid-cols-2 gap-2">
          <SecondsField simulator={simulator} field="ringAfterMs" label={T.ringAfter} />
          <SecondsField simulator={simulator} field="answerAfterMs" label={T.answerAfter} />
          <SecondsField
            simulator={simulator}
            field="remoteHangupAfterMs"
            label={T.remoteHangupAfter}
            optional
          />
          <SecondsField
            simulator={simulator}
            field="networkDropAfterMs"
            label={T.networkDropAfter}
            optional
          />
        </div>
        <Toggle
          label={T.loginFails}
          checked={script.loginFails}
          onChange={(loginFails) => simulator.setScript({ loginFails })}
        />
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 font-medium text-slate-800">{T.now}</legend>
        <Button variant="secondary" disabled={line !== 'dialling'} onClick={simulator.ring}>
          {T.ring}
        </Button>
        <Button variant="secondary" disabled={!ringing} onClick={simulator.answer}>
          {T.answer}
        </Button>
        <Button variant="secondary" disabled={line === 'idle'} onClick={simulator.remoteHangUp}>
          {T.remoteHangUp}
        </Button>
        <Button variant="secondary" disabled={!ringing} onClick={simulator.busy}>
          {T.busy}
        </Button>
        <Button variant="secondary" disabled={line === 'idle'} onClick={simulator.fail}>
          {T.fail}
        </Button>
        <Button variant="secondary" disabled={line === 'idle'} onClick={simulator.dropNetwork}>
          {T.dropNetwork}
        </Button>
      </fieldset>
    </section>
  );
}

function SecondsField({
  simulator,
  field,
  label,
  optional = false,
}: {
  simulator: TelephonySimulator;
  field: SecondsKey;
  label: string;
  optional?: boolean;
}) {
  const [text, setText] = useState(() => toSeconds(simulator.getState().script[field]));
  const invalid = parseSeconds(text, optional) === undefined;
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={text}
      hint={optional ? SIMULATOR_TEXTS.never : undefined}
      error={invalid ? 'Seconds, 0 or more' : null}
      onValueChange={(next) => {
        setText(next);
        const ms = parseSeconds(next, optional);
        if (ms !== undefined) simulator.setScript({ [field]: ms } as Partial<SimulatorScript>);
      }}
    />
  );
}
