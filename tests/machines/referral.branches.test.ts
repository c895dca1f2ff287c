import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { serviceError } from '../../machines/pathSpec.ts';
import {
  connectReferral,
  type GeoPoint,
  isInvalidCaptchaError,
  isValidMobile,
  locationFailure,
  type ReferralEvent,
  type ReferralPayload,
  type ReferralResult,
  referralMachine,
  REFERRAL_SAMPLE as SAMPLE,
} from '../../machines/referral/index.ts';
import { locationFailureOf } from '../../machines/shared/location.ts';
import { stateLabel } from '../support/describePath.ts';

/*
 * The value-level side of the validation branches: the generated paths walk one value per kind
 * (blank, short, ...); these tables try the edge values of each rule, from a form that is valid
 * in every other respect, and the calls settling for real (not by synthetic events).
 */

const NAME = 'Please provide a valid name';
const NUMBER = 'Please provide a correct mobile number';
const CODE = 'Invalid Referral Code';
const CAPTCHA = 'Fill the Recaptcha';

type Calls = {
  getLocation?: () => Promise<GeoPoint>;
  submitReferral?: (input: ReferralPayload, signal: AbortSignal) => Promise<ReferralResult>;
};

function start(referralCode: string, calls: Calls = {}) {
  const sent: ReferralPayload[] = [];
  const actor = createActor(
    referralMachine.provide({
      actors: {
        getLocation: fromPromise<GeoPoint, void>(
          () => calls.getLocation?.() ?? Promise.resolve(SAMPLE.location),
        ),
        submitReferral: fromPromise<ReferralResult, ReferralPayload>(({ input, signal }) => {
          sent.push(input);
          return (
            calls.submitReferral?.(input, signal) ?? Promise.resolve({ msg: SAMPLE.successMsg })
          );
        }),
      },
    }),
    { input: { referralCode } },
  ).start();
  return { actor, sent };
}

function fill(
  send: (event: ReferralEvent) => void,
  form: { name: string; number: string; captcha?: boolean },
) {
  send({ type: 'field.change', field: 'name', value: form.name });
  send({ type: 'field.change', field: 'number', value: form.number });
  if (form.captcha !== false) send({ type: 'captcha.change', token: SAMPLE.captchaToken });
}

describe('referral validation, value by value', () => {
  it.each([
    {
      case: 'empty name',
      name: '',
      number: SAMPLE.mobile,
      code: SAMPLE.referralCode,
      message: NAME,
    },
    {
      case: 'spaces for a name',
      name: '   ',
      number: SAMPLE.mobile,
      code: SAMPLE.referralCode,
      message: NAME,
    },
    {
      case: 'empty number',
      name: SAMPLE.name,
      number: '',
      code: SAMPLE.referralCode,
      message: NUMBER,
    },
    {
      case: '9 digits',
      name: SAMPLE.name,
      number: '987654321',
      code: SAMPLE.referralCode,
      message: NUMBER,
    },
    {
      case: '11 digits',
      name: SAMPLE.name,
      number: '98765432101',
      code: SAMPLE.referralCode,
      message: NUMBER,
    },
    {
      case: '10 characters, not digits',
      name: SAMPLE.name,
      number: '98765-4321',
      code: SAMPLE.referralCode,
      message: NUMBER,
    },
    { case: 'empty code', name: SAMPLE.name, number: SAMPLE.mobile, code: '', message: CODE },
    { case: 'blank code', name: SAMPLE.name, number: SAMPLE.mobile, code: '  ', message: CODE },
  ])(
    '$case → "$message", nothing typed lost, nothing sent',
    async ({ name, number, code, message }) => {
      const { actor, sent } = start(code);
      fill(actor.send, { name, number });
      actor.send({ type: 'referral.submit' });
      const view = connectReferral(actor.getSnapshot());
      expect(view.message).toBe(message);
      expect([view.name, view.number, view.referralCode]).toEqual([name, number, code]);
      expect(sent).toEqual([]);
      actor.stop();
    },
  );

  it('checks name, then number, then code, then captcha (location last: it prompts)', () => {
    const { actor } = start('');
    const messages: Array<string | null> = [];
    const submit = () => {
      actor.send({ type: 'referral.submit' });
      messages.push(connectReferral(actor.getSnapshot()).message);
    };
    submit();
    actor.send({ type: 'field.change', field: 'name', value: SAMPLE.name });
    submit();
    actor.send({ type: 'field.change', field: 'number', value: SAMPLE.mobile });
    submit();
    actor.send({ type: 'link.open', code: SAMPLE.referralCode });
    submit();
    expect(messages).toEqual([NAME, NUMBER, CODE, CAPTCHA]);
    actor.stop();
  });

  it('sends trimmed values and the position, and shows the service words on success', async () => {
    const { actor, sent } = start(` ${SAMPLE.referralCode} `);
    fill(actor.send, { name: `  ${SAMPLE.name} `, number: ` ${SAMPLE.mobile} ` });
    actor.send({ type: 'referral.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([
      {
        username: SAMPLE.mobile,
        name: SAMPLE.name,
        location: SAMPLE.location,
        referral_code: SAMPLE.referralCode,
        token: SAMPLE.captchaToken,
      },
    ]);
    expect(connectReferral(done).successMessage).toBe(SAMPLE.successMsg);
  });
});

describe('referral location', () => {
  it.each(['denied', 'unavailable', 'timeout', 'unsupported'] as const)(
    'a %s position on submit shows the location message and keeps the form',
    async (kind) => {
      const { actor, sent } = start(SAMPLE.referralCode, {
        getLocation: () => Promise.reject(locationFailure(kind)),
      });
      fill(actor.send, { name: SAMPLE.name, number: SAMPLE.mobile });
      actor.send({ type: 'referral.submit' });
      expect(stateLabel(actor.getSnapshot())).toBe('locatingForSubmit');
      const after = await waitFor(actor, (s) => s.matches({ editing: 'locationDenied' }));
      const view = connectReferral(after);
      expect(view.message).toBe(
        'Please enable location services before submit. Go to your browser settings to enable location.',
      );
      expect(view.location).toEqual({ status: 'failed', failure: kind });
      expect([view.name, view.number, view.captchaToken]).toEqual([
        SAMPLE.name,
        SAMPLE.mobile,
        SAMPLE.captchaToken,
      ]);
      expect(sent).toEqual([]);
      actor.stop();
    },
  );

  it("'Use my location' keeps the form editable and a later submit does not ask again", async () => {
    let asked = 0;
    const { actor, sent } = start(SAMPLE.referralCode, {
      getLocation: () => {
        asked += 1;
        return Promise.resolve(SAMPLE.location);
      },
    });
    actor.send({ type: 'location.request' });
    actor.send({ type: 'field.change', field: 'name', value: SAMPLE.name });
    expect(stateLabel(actor.getSnapshot())).toBe('locating');
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    fill(actor.send, { name: SAMPLE.name, number: SAMPLE.mobile });
    actor.send({ type: 'referral.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(asked).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('a captcha that expires while the position is asked for stops before sending', async () => {
    let allow: (point: GeoPoint) => void = () => {};
    const { actor, sent } = start(SAMPLE.referralCode, {
      getLocation: () => new Promise((resolve) => (allow = resolve)),
    });
    fill(actor.send, { name: SAMPLE.name, number: SAMPLE.mobile });
    actor.send({ type: 'referral.submit' });
    actor.send({ type: 'captcha.change', token: null });
    allow(SAMPLE.location);
    const after = await waitFor(actor, (s) => s.matches({ editing: 'captchaMissing' }));
    expect(connectReferral(after).message).toBe(CAPTCHA);
    expect(after.context.location).toEqual(SAMPLE.location);
    expect(sent).toEqual([]);
  });

  it('reads the failure kind off the rejection, else calls it unavailable', () => {
    expect(locationFailureOf(locationFailure('timeout'))).toBe('timeout');
    expect(locationFailureOf(new Error('boom'))).toBe('unavailable');
    expect(locationFailureOf({ kind: 'nope' })).toBe('unavailable');
  });
});

describe('referral server answers', () => {
  it.each([
    {
      case: 'the service names the captcha',
      error: serviceError('Invalid Captcha', 400),
      shown: 'Invalid Captcha! Please try again',
    },
    {
      case: 'a 500, as the login service answers',
      error: serviceError('Internal error', 500),
      shown: 'Invalid Captcha! Please try again',
    },
    {
      case: 'any other refusal',
      error: serviceError(SAMPLE.alreadyRegistered, 400),
      shown: SAMPLE.alreadyRegistered,
    },
    {
      case: 'a network failure',
      error: new TypeError('Failed to fetch'),
      shown: 'Failed to fetch',
    },
  ])(
    '$case → "$shown"; the captcha must be solved again, typed values stay',
    async ({ error, shown }) => {
      const { actor } = start(SAMPLE.referralCode, { submitReferral: () => Promise.reject(error) });
      fill(actor.send, { name: SAMPLE.name, number: SAMPLE.mobile });
      actor.send({ type: 'referral.submit' });
      const after = await waitFor(actor, (s) => s.hasTag('error'));
      const view = connectReferral(after);
      expect(view.message).toBe(shown);
      expect(view.captchaToken).toBeNull();
      expect([view.name, view.number, view.referralCode]).toEqual([
        SAMPLE.name,
        SAMPLE.mobile,
        SAMPLE.referralCode,
      ]);
      expect(view.canSubmit).toBe(true);
    },
  );

  it('stopping the page aborts the call in flight', async () => {
    let signal: AbortSignal | undefined;
    const { actor } = start(SAMPLE.referralCode, {
      submitReferral: (_, s) => {
        signal = s;
        return new Promise(() => {});
      },
    });
    fill(actor.send, { name: SAMPLE.name, number: SAMPLE.mobile });
    actor.send({ type: 'referral.submit' });
    await waitFor(actor, (s) => s.matches('submitting'));
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('rules read a captcha refusal only from its words or a 500', () => {
    expect(isInvalidCaptchaError(serviceError('invalid captcha token', 400))).toBe(true);
    expect(isInvalidCaptchaError(serviceError('Invalid Referral Code', 400))).toBe(false);
    expect(isValidMobile(' 9876543210 ')).toBe(true);
    expect(isValidMobile('９８７６５４３２１０')).toBe(false);
  });
});
