import { describe, expect, it } from 'vitest';
import {
  canAddNewCompany,
  canSubmitVerification,
  commentPreview,
  EMPTY_ADDRESS_DRAFT,
  invalidAddressFields,
  isCompleteEmployer,
  parseLatLong,
  permanentAddressQuery,
  pickIndianResult,
  reusedComment,
  stripCareOf,
} from '../../src/domain/employers.ts';

describe('geocoding address rules (part 1 §5)', () => {
  it.each([
    ['S/O Ramesh Kumar, 12 MG Road, Indore, Madhya Pradesh', 'Indore'],
    ['W/O Suresh, Ward 4, Dewas, MP', 'Dewas'],
    ['d/o. Anil, Near Temple, Ujjain, Madhya Pradesh', 'Ujjain'],
    ['H/O Meena, Sector 5, Noida, Uttar Pradesh', 'Noida'],
    ['C/O S/O Ravi, 3 Park Street, Kolkata, West Bengal', 'Kolkata'],
    ['12 MG Road, Indore, Madhya Pradesh, ', 'Indore'],
  ])('geocodes "%s" by "%s"', (address, query) => {
    expect(permanentAddressQuery(address)).toBe(query);
  });

  it('has nothing to geocode with fewer than two segments', () => {
    expect(permanentAddressQuery('S/O Ramesh')).toBeNull();
    expect(permanentAddressQuery('Indore')).toBeNull();
  });

  it('strips only leading care-of prefixes, not the letters inside a name', () => {
    expect(stripCareOf('S/O Ramesh, Sobhapur')).toBe('Ramesh, Sobhapur');
    expect(stripCareOf('Shop 4/O Block, Indore')).toBe('Shop 4/O Block, Indore');
    expect(stripCareOf('SO Road, Indore')).toBe('SO Road, Indore');
  });

  it('takes only a result in India, the first one, with numeric coordinates', () => {
    const abroad = {
      display_name: 'Indore, Pennsylvania, United States',
      lat: '40.1',
      lon: '-79.5',
    };
    const broken = { display_name: 'Indore, India', lat: 'x', lon: '75.8' };
    const indore = {
      display_name: 'Indore, Madhya Pradesh, 452001, India',
      lat: '22.7196',
      lon: '75.8577',
    };
    const delhi = { display_name: 'New Delhi, Delhi, India', lat: '28.6', lon: '77.2' };
    expect(pickIndianResult([abroad, broken, indore, delhi])).toEqual({
      lat: 22.7196,
      long: 75.8577,
    });
    expect(pickIndianResult([abroad])).toBeNull();
    expect(pickIndianResult([{ ...abroad, display_name: 'Indiana, United States' }])).toBeNull();
  });

  it('reads a typed latitude/longitude only when both are on Earth', () => {
    expect(parseLatLong('22.7', '75.8')).toEqual({ lat: 22.7, long: 75.8 });
    expect(parseLatLong('', '75.8')).toBeNull();
    expect(parseLatLong('91', '75')).toBeNull();
    expect(parseLatLong('22', '181')).toBeNull();
    expect(parseLatLong('north', '75')).toBeNull();
  });
});

describe('new employer address (part 1 §5)', () => {
  const whole = {
    employer_address: '14, MG Rd',
    employer_address_landmark: 'Opposite Bank',
    employer_address_city: 'Indore',
    employer_address_state: 'MP',
    employer_address_pin: '452001',
  };
  it('needs an address of 8 characters, landmark, city, state and exactly 6 pincode digits', () => {
    expect(invalidAddressFields(whole)).toEqual([]);
    expect(invalidAddressFields({ ...whole, employer_address: '14, MG ' })).toEqual([
      'employer_address',
    ]);
    expect(invalidAddressFields({ ...whole, employer_address_pin: '45200' })).toEqual([
      'employer_address_pin',
    ]);
    expect(invalidAddressFields({ ...whole, employer_address_pin: '4520011' })).toEqual([
      'employer_address_pin',
    ]);
    expect(invalidAddressFields({ ...whole, employer_address_pin: '45200a' })).toEqual([
      'employer_address_pin',
    ]);
    expect(invalidAddressFields(EMPTY_ADDRESS_DRAFT)).toHaveLength(5);
  });
  it("offers 'Add New Company' only for a name longer than 3 characters", () => {
    expect(canAddNewCompany('Acm')).toBe(false);
    expect(canAddNewCompany(' Acm ')).toBe(false);
    expect(canAddNewCompany('Acme')).toBe(true);
  });
  it("reuses the first comment longer than 4 characters that is not 'N/A'", () => {
    expect(reusedComment(['N/A', 'ok', 'fine', 'Salary by NEFT', 'Later one'])).toBe(
      'Salary by NEFT',
    );
    expect(reusedComment(['N/A', ' N/A  '])).toBe('');
  });
  it('cuts a comment over 40 characters', () => {
    expect(commentPreview('x'.repeat(40))).toEqual({ text: 'x'.repeat(40), cut: false });
    expect(commentPreview('x'.repeat(41))).toEqual({ text: `${'x'.repeat(40)}…`, cut: true });
  });
  it('edits with every field, verifies with the id too', () => {
    expect(isCompleteEmployer(whole)).toBe(true);
    expect(isCompleteEmployer({ ...whole, employer_address_city: ' ' })).toBe(false);
    expect(canSubmitVerification(null, whole)).toBe(false);
    expect(canSubmitVerification(21, whole)).toBe(true);
  });
});
