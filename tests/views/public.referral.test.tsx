// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  connectReferral,
  type GeoPoint,
  type ReferralPayload,
  type ReferralResult,
  type ReferralView,
  type referralMachine,
  REFERRAL_SAMPLE as SAMPLE,
  toReferralPayload,
} from '../../machines/referral/index.ts';
import { referralPaths } from '../../machines/referral/referral.paths.ts';
import { referralShows } from '../../machines/referral/referral.shows.ts';
import { DevCaptcha } from '../../src/features/auth/DevCaptcha.tsx';
import type { GetPosition, SubmitReferral } from '../../src/features/public/publicCalls.ts';
import { REFERRAL_TEXTS as T } from '../../src/features/public/publicTexts.ts';
import { ReferralRoute } from '../../src/features/public/ReferralRoute.tsx';
import type { CaptchaSlot, CaptchaSlotProps } from '../../src/ui/captchaSlot.ts';
import { coverageOf, expectFullCoverage } from '../support/coverage.ts';
import { type Deferred, deferred, type FakeCall } from '../support/deferred.ts';
import { stateLabel } from '../support/describePath.ts';
import type { PathStep } from '../support/paths.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = {
  calls: {
    getLocation: Array<FakeCall<void, GeoPoint>>;
    submitReferral: Array<FakeCall<ReferralPayload, ReferralResult>>;
  };
  latest(name: keyof Fakes['calls']): FakeCall<unknown, unknown>;
  getPosition: GetPosition;
  submitReferral: SubmitReferral;
  /** The latest props the page gave the captcha widget. */
  captchaProps: CaptchaSlotProps | null;
  captcha: CaptchaSlot;
  /** Moves the page to another link, as the router does when only the code changes. */
  openLink: (code: string) => void;
};

function referralFakes(): Fakes {
  const fakes: Fakes = {
    calls: { getLocation: [], submitReferral: [] },
    latest: (name) => {
      const call = fakes.calls[name].at(-1);
      if (!call) throw new Error(`'${name}' was never called`);
      return call as FakeCall<unknown, unknown>;
    },
    getPosition: (signal) => {
      const call = { ...deferred<GeoPoint>(), input: undefined, signal };
      fakes.calls.getLocation.push(call);
      return call.promise;
    },
    submitReferral: (input, signal) => {
      const call = { ...deferred<ReferralResult>(), input, signal };
      fakes.calls.submitReferral.push(call);
      return call.promise;
    },
    captchaProps: null,
    // A stand-in widget: the test plays its callbacks (solved, expired) directly.
    captcha: (props) => {
      fakes.captchaProps = props;
      return (
        <div
          data-testid="captcha"
          data-token={props.token ?? ''}
          data-disabled={String(props.disabled)}
        />
      );
    },
    openLink: () => {
      throw new Error('The page is not rendered');
    },
  };
  return fakes;
}

/** The route under a stand-in router that can change the link's code. */
function AtLink({ fakes, initialCode }: { fakes: Fakes; initialCode: string }) {
  const [code, setCode] = useState(initialCode);
  fakes.openLink = setCode;
  return (
    <ReferralRoute
      referralCode={code}
      getPosition={fakes.getPosition}
      submitReferral={fakes.submitReferral}
      captcha={fakes.captcha}
    />
  );
}

async function retype(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

const gestures: ViewDriver<Fakes>['gestures'] = {
  'link.open': async (e, { fakes }) => act(() => fakes.openLink(e.code)),
  'field.change': (e, { user }) =>
    retype(user, screen.getByLabelText(e.field === 'name' ? T.name : T.number), e.value),
  'captcha.change': async (e, { fakes }) => act(() => fakes.captchaProps!.onChange(e.token)),
  'location.request': (_e, { user }) =>
    user.click(screen.getByRole('button', { name: T.useMyLocation })),
  'referral.submit': (_e, { user }) => user.click(screen.getByRole('button', { name: T.submit })),
};

function locationText(view: ReferralView): string {
  const { location } = view;
  if (location.status === 'none') return T.locationNone;
  if (location.status === 'locating') return T.locating;
  if (location.status === 'failed') return T.locationFailed[location.failure];
  return T.locationCaptured(location.point.latitude, location.point.longitude);
}

/** What the visitor must see in a state. */
function expectScreen(view: ReferralView) {
  if (view.done) {
    expect(screen.getByRole('status')).toHaveTextContent(view.successMessage!);
    expect(screen.queryByRole('button', { name: T.submit })).toBeNull();
    return;
  }
  expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(
    view.message ? [view.message] : [],
  );
  const code = screen.getByLabelText(T.referralCode);
  expect(code).toHaveValue(view.referralCode);
  expect(code).toHaveAttribute('readonly');
  const name = screen.getByLabelText(T.name);
  const number = screen.getByLabelText(T.number);
  expect(name).toHaveValue(view.name);
  expect(number).toHaveValue(view.number);
  for (const input of [name, number]) {
    if (view.fieldsLocked) expect(input).toBeDisabled();
    else expect(input).toBeEnabled();
  }
  if (view.nameError) expect(name).toHaveAccessibleDescription(view.nameError);
  if (view.numberError)
    expect(number).toHaveAccessibleDescription(`${T.numberHint} ${view.numberError}`);
  const submit = screen.getByRole('button', { name: T.submit });
  if (view.canSubmit) expect(submit).toBeEnabled();
  else expect(submit).toBeDisabled();
  expect(submit.getAttribute('aria-busy')).toBe(view.submitBusy ? 'true' : null);
  const locate = screen.getByRole('button', { name: T.useMyLocation });
  if (view.canRequestLocation) expect(locate).toBeEnabled();
  else expect(locate).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent(locationText(view));
  const captcha = screen.getByTestId('captcha');
  expect(captcha.dataset.token).toBe(view.captchaToken ?? '');
  expect(captcha.dataset.disabled).toBe(String(view.fieldsLocked));
}

const leafOf = (step: PathStep) => stateLabel(step.state);

function referralDriver(): ViewDriver<Fakes> {
  return {
    fakes: referralFakes,
    // The walk starts at a link without a code (no input), as the machine's paths do.
    render: (fakes) => <AtLink fakes={fakes} initialCode="" />,
    gestures,
    expectState: (state, { fakes, path, step }) => {
      // What the declaration says this state shows, against the DOM.
      expectScreenShows(referralShows as never, state, screen);
      expectScreen(connectReferral(state as SnapshotFrom<typeof referralMachine>));
      // The position is asked for once per entry into a locating state; the form is sent once
      // per entry into submitting, with what the machine holds.
      const walked = path.steps.slice(1, step + 1);
      const asks = walked.filter(
        (s) =>
          ['locating', 'locatingForSubmit'].includes(leafOf(s)) &&
          ['location.request', 'referral.submit'].includes(s.event.type),
      );
      const sends = walked.filter((s) => leafOf(s) === 'submitting');
      expect(fakes.calls.getLocation).toHaveLength(asks.length);
      expect(fakes.calls.submitReferral).toHaveLength(sends.length);
      if (stateLabel(state) === 'submitting') {
        expect(fakes.latest('submitReferral').input).toEqual(toReferralPayload(state.context));
      }
    },
  };
}

const cases = viewCases(referralPaths);

describe('referral page replays the machine paths', () => {
  it('replays a set of paths that covers every state and transition', () => {
    expectFullCoverage(
      coverageOf(
        referralPaths.machine,
        cases.map((c) => c.path),
      ),
    );
  });

  it.each(cases)('$title', async ({ path }) => {
    await replayThroughView(path, referralDriver());
  });
});

describe('referral page in use', () => {
  it('signs up with the development captcha, asking for the position on submit', async () => {
    const positions: Array<Deferred<GeoPoint>> = [];
    const sent: ReferralPayload[] = [];
    render(
      <ReferralRoute
        referralCode={SAMPLE.referralCode}
        getPosition={() => {
          const call = deferred<GeoPoint>();
          positions.push(call);
          return call.promise;
        }}
        submitReferral={async (body) => {
          sent.push(body);
          return { msg: SAMPLE.successMsg };
        }}
        captcha={(props) => <DevCaptcha {...props} />}
      />,
    );
    const u = userEvent.setup();
    expect(screen.getByLabelText(T.number)).toHaveAttribute('inputmode', 'numeric');
    await u.type(screen.getByLabelText(T.name), SAMPLE.name);
    await u.type(screen.getByLabelText(T.number), SAMPLE.mobile);
    await u.click(screen.getByRole('checkbox', { name: /not a robot/i }));
    await u.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByRole('status')).toHaveTextContent(T.locating);
    await act(async () => positions[0]!.resolve(SAMPLE.location));
    expect(await screen.findByText(SAMPLE.successMsg)).toBeVisible();
    expect(sent).toEqual([
      {
        username: SAMPLE.mobile,
        name: SAMPLE.name,
        location: SAMPLE.location,
        referral_code: SAMPLE.referralCode,
        token: 'dev-captcha-ok',
      },
    ]);
  });

  it('aborts a pending position request when the page is left', async () => {
    const fakes = referralFakes();
    const page = render(<AtLink fakes={fakes} initialCode={SAMPLE.referralCode} />);
    await userEvent.setup().click(screen.getByRole('button', { name: T.useMyLocation }));
    expect(fakes.calls.getLocation[0]!.signal.aborted).toBe(false);
    page.unmount();
    expect(fakes.calls.getLocation[0]!.signal.aborted).toBe(true);
  });
});
