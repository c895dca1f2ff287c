import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  assignLeadMachine,
  type CallActionActors,
  connectEscalate,
  connectPaymentLink,
  escalateMachine,
  paymentLinkMachine,
  SAMPLE_CASE_LOANS,
  SAMPLE_CUSTOMER,
  SAMPLE_LINK,
  SAMPLE_MANAGERS,
  sendMessageMachine,
} from '../../machines/callActions/index.ts';
import { deferredActors } from '../support/deferred.ts';

/* The call-screen actions with live actors: what they send, and that nothing is sent twice. */

const makeFakes = () =>
  deferredActors<CallActionActors>([
    'assignNewLead',
    'listManagers',
    'escalateToManager',
    'getPaymentLink',
    'copyText',
  ]);
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Assign As New Lead Call', () => {
  it('posts the username once and stays done', async () => {
    const fakes = makeFakes();
    const actor = createActor(assignLeadMachine.provide({ actors: fakes.actors }), {
      input: { username: SAMPLE_CUSTOMER },
    }).start();
    actor.send({ type: 'lead.assign' });
    actor.send({ type: 'lead.assign' });
    expect(fakes.calls.assignNewLead).toHaveLength(1);
    expect(fakes.latest('assignNewLead').input).toEqual({ username: SAMPLE_CUSTOMER });
    fakes.latest('assignNewLead').resolve({ message: 'Assigned as new lead' });
    await settle();
    actor.send({ type: 'lead.assign' });
    expect(fakes.calls.assignNewLead).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('assigned');
  });
});

describe('Escalete To Manager', () => {
  it('offers only escalation managers, posts the choice, and loads the list once', async () => {
    const fakes = makeFakes();
    const actor = createActor(escalateMachine.provide({ actors: fakes.actors }), {
      input: { customerUsername: SAMPLE_CUSTOMER },
    }).start();
    actor.send({ type: 'escalate.open' });
    fakes.latest('listManagers').resolve(SAMPLE_MANAGERS);
    await settle();
    const view = () => connectEscalate(actor.getSnapshot());
    expect(view().dialog.managers).toEqual([
      { username: '9000000022', label: 'Arjun Mehta (Recovery manager, Finance manager)' },
      { username: '9000000025', label: 'Deepa Pillai (Disbursal manager)' },
      { username: '9000000024', label: 'Kavita Rao (Credit manager)' },
    ]);
    actor.send({ type: 'manager.select', username: '9000000099' });
    expect(view().dialog.selected).toBeNull();
    actor.send({ type: 'escalate.confirm' });
    expect(fakes.calls.escalateToManager).toHaveLength(0);
    actor.send({ type: 'escalate.close' });
    actor.send({ type: 'escalate.open' });
    expect(fakes.calls.listManagers).toHaveLength(1);
    actor.send({ type: 'manager.select', username: '9000000024' });
    actor.send({ type: 'escalate.confirm' });
    actor.send({ type: 'escalate.confirm' });
    expect(fakes.calls.escalateToManager).toHaveLength(1);
    expect(fakes.latest('escalateToManager').input).toEqual({
      manager_username: '9000000024',
      customer_username: SAMPLE_CUSTOMER,
    });
    fakes.latest('escalateToManager').resolve({ message: 'Escalated to Kavita Rao' });
    await settle();
    expect(view()).toMatchObject({ disabled: true, message: 'Escalated to Kavita Rao' });
    expect(view().dialog.open).toBe(false);
  });
});

describe('Create Payment Link', () => {
  function open() {
    const fakes = makeFakes();
    const actor = createActor(paymentLinkMachine.provide({ actors: fakes.actors }), {
      input: { username: SAMPLE_CUSTOMER, loans: SAMPLE_CASE_LOANS },
    }).start();
    actor.send({ type: 'link.open' });
    return { fakes, actor, view: () => connectPaymentLink(actor.getSnapshot()).dialog };
  }

  it('asks for the loan id before the bracket, the username and the amount as a number', () => {
    const { fakes, actor, view } = open();
    actor.send({ type: 'loan.change', value: '3977 (topup)' });
    expect(view().loanChoice).toBe('');
    actor.send({ type: 'loan.change', value: '2904 (written_off_no_agency)' });
    actor.send({ type: 'amount.change', value: '2500' });
    actor.send({ type: 'username.change', value: '98765 432-10x' });
    expect(view().username).toBe(SAMPLE_CUSTOMER);
    actor.send({ type: 'link.request' });
    expect(fakes.latest('getPaymentLink').input).toEqual({
      loan_id: 2904,
      username: SAMPLE_CUSTOMER,
      amount: 2500,
    });
  });

  it('closes 1.5 s after the link is copied, and keeps the fields after a failure', async () => {
    const { fakes, actor, view } = open();
    actor.send({ type: 'loan.change', value: '4102 (loan_disbursed)' });
    actor.send({ type: 'amount.change', value: '999.99' });
    actor.send({ type: 'link.request' });
    fakes.latest('getPaymentLink').reject(new Error('Loan not found'));
    await settle();
    expect(view()).toMatchObject({
      error: 'error in getting payment link',
      amount: '999.99',
      loanChoice: '4102 (loan_disbursed)',
    });
    actor.send({ type: 'link.request' });
    fakes.latest('getPaymentLink').resolve({ link: SAMPLE_LINK });
    await settle();
    actor.send({ type: 'link.copy' });
    expect(fakes.latest('copyText').input).toEqual({ text: SAMPLE_LINK });
    fakes.latest('copyText').resolve();
    await settle();
    expect(view()).toMatchObject({ open: true, copy: 'copied' });
    vi.advanceTimersByTime(1_499);
    expect(view().open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(view().open).toBe(false);
    actor.send({ type: 'link.open' });
    expect(view()).toMatchObject({ link: null, amount: '', loanChoice: '' });
  });
});

describe('Send Message', () => {
  it('opens the chosen text for +91 and the number', () => {
    const opened: string[] = [];
    const machine = sendMessageMachine.provide({
      actions: { openMessageLink: (_, { url }) => opened.push(url) },
    });
    const actor = createActor(machine, {
      input: { number: SAMPLE_CUSTOMER, texts: ['पहला', 'दूसरा'] },
    }).start();
    actor.send({ type: 'message.open' });
    actor.send({ type: 'message.send' });
    expect(opened).toEqual([]);
    actor.send({ type: 'message.choose', index: 5 });
    actor.send({ type: 'message.send' });
    expect(opened).toEqual([]);
    actor.send({ type: 'message.choose', index: 1 });
    actor.send({ type: 'message.send' });
    expect(opened).toEqual([
      `https://wa.me/91${SAMPLE_CUSTOMER}?text=%E0%A4%A6%E0%A5%82%E0%A4%B8%E0%A4%B0%E0%A4%BE`,
    ]);
  });
});
