import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type CustomerListActors,
  canSearchCustomers,
  canSubmitCustomerSearch,
  customerListMachine,
  normaliseQuery,
  PAN_SEARCH,
  toCustomerListQuery,
} from '../../machines/customerList/index.ts';
import { deferredActors } from '../support/deferred.ts';

/* What only the customers list does; the paged list itself is tested in pagedList.machine.test.ts. */

describe('customerList: the header search', () => {
  it('is trimmed; the same search again does not reload; a blank one lists everyone', () => {
    const fakes = deferredActors<CustomerListActors>(['fetchPages']);
    const actor = createActor(customerListMachine.provide({ actors: fakes.actors }), {
      input: {},
    }).start();
    actor.send({
      type: 'filters.change',
      filters: { type: 'pan', value: `  ${PAN_SEARCH.value} ` },
    });
    expect(fakes.latest('fetchPages').input).toEqual({
      scope: null,
      filters: PAN_SEARCH,
      start: 0,
      entries: 14,
      pages: 1,
    });
    actor.send({ type: 'filters.change', filters: PAN_SEARCH });
    expect(fakes.calls.fetchPages).toHaveLength(2);
    actor.send({ type: 'filters.change', filters: { type: 'username', value: '   ' } });
    expect(fakes.latest('fetchPages').input.filters).toBeNull();
  });
});

describe('customer search rules', () => {
  it('searches any non-blank text up to 100 characters, 10-character PANs and usernames included', () => {
    expect(canSearchCustomers('')).toBe(false);
    expect(canSearchCustomers('   ')).toBe(false);
    // An empty box may still be submitted: it lists every customer again.
    expect(canSubmitCustomerSearch('')).toBe(true);
    expect(canSubmitCustomerSearch('  ')).toBe(true);
    expect(canSubmitCustomerSearch('ABCDE1234F')).toBe(true);
    expect(canSubmitCustomerSearch('x'.repeat(500))).toBe(false);
    expect(canSearchCustomers('TSSPK7387W')).toBe(true);
    expect(canSearchCustomers('8157415868')).toBe(true);
    expect(canSearchCustomers('81574')).toBe(true);
    expect(canSearchCustomers('x'.repeat(100))).toBe(true);
    expect(canSearchCustomers('x'.repeat(101))).toBe(false);
  });

  it('sends the search string and type only when searching', () => {
    expect(toCustomerListQuery({ filters: null, start: 0, entries: 14 })).toEqual({
      start: 0,
      entries: 14,
    });
    expect(
      toCustomerListQuery({
        filters: { type: 'account_number', value: '2970' },
        start: 28,
        entries: 14,
      }),
    ).toEqual({ start: 28, entries: 14, search_string: '2970', search_type: 'account_number' });
    expect(normaliseQuery({ type: 'pan', value: ' abc ' })).toEqual({ type: 'pan', value: 'abc' });
    expect(normaliseQuery({ type: 'pan', value: '' })).toBeNull();
  });
});
