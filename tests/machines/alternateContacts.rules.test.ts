import { describe, expect, it } from 'vitest';
import { CONTACTS_SAMPLE as SAMPLE } from '../../machines/alternateContacts/alternateContacts.paths.ts';
import {
  addBody,
  CONTACT_FIELDS,
  contactDigits,
  editedValue,
  fieldValue,
  isComplete,
  isSendable,
  isValidContact,
  isValidField,
  isValidName,
  REFERENCE_CHECKS,
  updateBody,
} from '../../machines/alternateContacts/index.ts';
import { isValidContactName } from '../../server/domain.ts';

describe('alternate contact rules', () => {
  it('keep a typed number to its digits, ten at most', () => {
    expect(contactDigits('98765 43210')).toBe('9876543210');
    expect(contactDigits('+91-98765-43210')).toBe('9198765432');
    expect(contactDigits('abc')).toBe('');
    expect(contactDigits('123456789012345')).toHaveLength(10);
    expect(editedValue('contact', '9a8')).toBe('98');
    expect(editedValue('name', ' Ri 9 ')).toBe(' Ri 9 ');
  });

  it('accept exactly ten digits as a number', () => {
    expect(isValidContact('9876543210')).toBe(true);
    expect(isValidContact('987654321')).toBe(false);
    expect(isValidContact('98765432100')).toBe(false);
    expect(isValidContact('98765x3210')).toBe(false);
  });

  it('count a name after trimming, as the server does', () => {
    for (const name of ['', 'An', '  An  ', 'Ana', ' A b ', 'Anita Rao', '\tAb\n']) {
      expect(isValidName(name), JSON.stringify(name)).toBe(isValidContactName(name));
    }
    expect(isValidName('  An ')).toBe(false);
    expect(isValidName('Ana')).toBe(true);
  });

  it('offer Submit once every field is set, and send only what the server accepts', () => {
    const good = { name: 'Anita Rao', contact: '9812345670', relation: 'Friend' };
    expect(isComplete(good)).toBe(true);
    expect(isComplete({ ...good, name: '   ' })).toBe(false);
    expect(isComplete({ ...good, relation: '' })).toBe(false);
    expect(isSendable(good)).toBe(true);
    expect(isSendable({ ...good, contact: '981234567' })).toBe(false);
    expect(isSendable({ ...good, name: 'An' })).toBe(false);
  });

  it('validate each edited field by its kind', () => {
    expect(isValidField('contact', '9812345670')).toBe(true);
    expect(isValidField('name', 'Ri')).toBe(false);
    expect(isValidField('relation', '')).toBe(false);
    expect(isValidField('relation', 'Friend')).toBe(true);
    expect(isValidField('reference_check', 'BAD')).toBe(true);
    expect(isValidField('reference_check', 'OK')).toBe(false);
    expect(REFERENCE_CHECKS).toEqual(['GOOD', 'BAD']);
    expect(CONTACT_FIELDS).toEqual(['contact', 'name', 'relation', 'reference_check']);
  });

  it('build the add body with the trimmed name and the signed-in user, and an edit body of one field', () => {
    expect(
      addBody(
        { name: ' Anita ', contact: '9812345670', relation: 'Friend' },
        '8157415868',
        SAMPLE.me,
      ),
    ).toEqual({
      name: 'Anita',
      contact: '9812345670',
      relation: 'Friend',
      username: '8157415868',
      added_by: SAMPLE.me,
    });
    expect(updateBody(31, 'name', ' Rita Sen ')).toEqual({ id: 31, name: 'Rita Sen' });
    expect(updateBody(31, 'reference_check', 'BAD')).toEqual({ id: 31, reference_check: 'BAD' });
    expect(fieldValue({ ...SAMPLE.rita, reference_check: null }, 'reference_check')).toBe('');
  });
});
