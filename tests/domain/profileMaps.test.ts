import { describe, expect, it } from 'vitest';
import { savedValue, capitaliseWords as serverCapitalise } from '../../server/profileEdits.ts';
import { SECTORS as SEEDED_SECTORS } from '../../server/seed/customers.ts';
import { PLACES } from '../../server/seed/random.ts';
import { INDIAN_STATES, stateName } from '../../src/domain/indianStates.ts';
import {
  capitaliseWords,
  EDITABLE_FIELDS,
  fieldProblem,
  valueToSave,
} from '../../src/domain/profileEdits.ts';
import { SECTORS, sectorLabel } from '../../src/domain/sectors.ts';

describe('the state and sector maps', () => {
  it('has the 37 states and union territories, two-letter codes, no name twice', () => {
    const codes = Object.keys(INDIAN_STATES);
    expect(codes).toHaveLength(37);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(Object.values(INDIAN_STATES)).size).toBe(37);
    expect(stateName('MH')).toBe('Maharashtra');
    expect(stateName('TG')).toBe('Telangana');
  });

  it('has about 70 sectors with snake_case keys and distinct labels', () => {
    const keys = Object.keys(SECTORS);
    expect(keys.length).toBeGreaterThanOrEqual(65);
    expect(keys.length).toBeLessThanOrEqual(80);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z_]*$/);
    expect(new Set(Object.values(SECTORS)).size).toBe(keys.length);
    expect(sectorLabel('it_services')).toBe('IT Services');
  });

  it('shows an unknown code or key as it came', () => {
    expect(stateName('XX')).toBe('XX');
    expect(stateName('toString')).toBe('toString');
    expect(sectorLabel('space_mining')).toBe('space_mining');
  });

  it('names every state code and sector key the seed writes', () => {
    for (const [, code, name] of PLACES) expect(stateName(code)).toBe(name);
    for (const key of SEEDED_SECTORS) expect(sectorLabel(key)).not.toBe(key);
  });
});

describe('profile edit rules', () => {
  it('capitalises each word, as the server does', () => {
    for (const [typed, saved] of [
      ['ravi kumar', 'Ravi Kumar'],
      ['  RAVI   kUMAR ', 'Ravi Kumar'],
      ['ravi', 'Ravi'],
    ] as const) {
      expect(capitaliseWords(typed)).toBe(saved);
      expect(serverCapitalise(typed)).toBe(saved);
    }
    expect(valueToSave('name', 'asha verma')).toBe('Asha Verma');
    expect(valueToSave('father_name', 'mohan verma')).toBe('Mohan Verma');
    expect(valueToSave('employee_id', ' stx-0457 ')).toBe('stx-0457');
  });

  it.each([
    ['current_address_pin', '411001', null],
    ['current_address_pin', '41100', 'pin'],
    ['current_address_pin', '41100a', 'pin'],
    ['current_address', '12 MG Rd', null],
    ['current_address', 'MG Rd', 'address'],
    ['email', 'asha@example.com', null],
    ['email', 'asha@', 'email'],
    ['current_address_state', 'KA', null],
    ['current_address_state', 'Karnataka', 'state'],
    ['father_name', '   ', 'blank'],
    ['employment_type', 'salaried', null],
  ] as const)('%s %j: %s', (field, value, problem) => {
    expect(fieldProblem(field, value)).toBe(problem);
    // The server refuses exactly what the client would not send.
    expect('error' in savedValue(field, value)).toBe(problem !== null);
  });

  it('lists the contract enum of editable fields, employer name and rating not among them', () => {
    expect(EDITABLE_FIELDS).toContain('father_name');
    expect(EDITABLE_FIELDS).not.toContain('employer_name' as never);
    expect(EDITABLE_FIELDS).not.toContain('rating' as never);
  });
});
