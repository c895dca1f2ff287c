// Contract cases of the employer and geocoding operations (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

const SHOWCASE = '8157415868';

export const NEW_ADDRESS = {
  employer_address: '14, Residency Road, Near Clock Tower',
  employer_address_landmark: 'Opposite Bank Branch',
  employer_address_city: 'Indore',
  employer_address_state: 'MP',
  employer_address_pin: '452001',
  employer_address_location: { lat: 22.7196, long: 75.8577 },
  new_record_flag: true,
  employer_name: 'Contract Cases Pvt Ltd',
  employer_id: null,
};

/** The showcase's employer address id, as seeded. */
export const showcaseDetailsId = (h: Harness) =>
  (
    h.db
      .prepare(
        "SELECT json_extract(profile, '$.employer_details_id') AS id FROM customers WHERE username = ?",
      )
      .get(SHOWCASE) as { id: number }
  ).id;

export function employerCases(h: Harness): Record<string, Case> {
  const body = (extra: Record<string, unknown>) => ({ body: extra });
  return {
    searchEmployers: {
      valid: async () => [await h.call('searchEmployers', { query: { employer_name: 'a' } }), 200],
      invalid: async () => [await h.call('searchEmployers', { query: {} }), 400],
    },
    listEmployerAddresses: {
      valid: async () => [
        await h.call('listEmployerAddresses', { params: { employer_id: 1 } }),
        200,
      ],
      invalid: async () => [
        await h.call('listEmployerAddresses', { params: { employer_id: 999_999 } }),
        404,
      ],
    },
    createEmployerDetails: {
      valid: async () => [await h.call('createEmployerDetails', body(NEW_ADDRESS)), 200],
      invalid: async () => [
        await h.call(
          'createEmployerDetails',
          body({ ...NEW_ADDRESS, employer_address_pin: '45200' }),
        ),
        400,
      ],
    },
    updateEmployerNarration: {
      valid: async () => [
        await h.call('updateEmployerNarration', {
          params: { employer_details_id: showcaseDetailsId(h) },
          body: { salary_narration: 'NEFT SALARY CR' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('updateEmployerNarration', {
          params: { employer_details_id: showcaseDetailsId(h) },
          body: {},
        }),
        400,
      ],
    },
    renameEmployer: {
      valid: async () => [
        await h.call('renameEmployer', {
          query: { employer_details_id: showcaseDetailsId(h) },
          body: { employer_name: 'Renamed By Contract Ltd' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('renameEmployer', {
          query: { employer_details_id: showcaseDetailsId(h) },
          body: { employer_name: 'X' },
          token: h.tokenOf('is_disbursal_team'),
        }),
        403,
      ],
    },
    verifyEmployer: {
      valid: async () => [
        await h.call('verifyEmployer', body({ employer_details_id: 2, valid: false })),
        200,
      ],
      invalid: async () => [await h.call('verifyEmployer', body({ employer_details_id: 2 })), 400],
    },
    editEmployer: {
      valid: async () => [
        // A verified address is not edited: make sure this one is not.
        (await h.call('verifyEmployer', body({ employer_details_id: 2, valid: false }))) &&
          (await h.call(
            'editEmployer',
            body({ employer_details_id: 2, valid: false, fields: fieldsOf(NEW_ADDRESS) }),
          )),
        200,
      ],
      invalid: async () => [
        await h.call('editEmployer', body({ employer_details_id: 2, valid: false, fields: {} })),
        400,
      ],
    },
    rateEmployer: {
      valid: async () => [
        await h.call('rateEmployer', body({ employer_details_id: 2, rating: 'grade_B' })),
        200,
      ],
      invalid: async () => [
        await h.call('rateEmployer', body({ employer_details_id: 2, rating: 'grade_D' })),
        400,
      ],
    },
    addSubEmployer: {
      valid: async () => [
        await h.call('addSubEmployer', body({ username: SHOWCASE, sub_employer_detail: 2 })),
        200,
      ],
      invalid: async () => [
        await h.call('addSubEmployer', body({ username: SHOWCASE, sub_employer_detail: 0 })),
        400,
      ],
    },
    replaceEmployer: {
      valid: async () => {
        const from = showcaseDetailsId(h);
        // A verified employer is not replaced: make sure the current one is not.
        await h.call('verifyEmployer', body({ employer_details_id: from, valid: false }));
        const res = await h.call(
          'replaceEmployer',
          body({
            username: SHOWCASE,
            current_employer_details_id: from,
            new_employer_details_id: from === 2 ? 3 : 2,
          }),
        );
        return [res, 200];
      },
      invalid: async () => [
        await h.call(
          'replaceEmployer',
          body({ username: SHOWCASE, current_employer_details_id: 1, new_employer_details_id: 0 }),
        ),
        400,
      ],
    },
    autocompleteGeocoding: {
      valid: async () => [
        await h.call('autocompleteGeocoding', { query: { location: 'Indore' } }),
        200,
      ],
      invalid: async () => [await h.call('autocompleteGeocoding', { query: {} }), 400],
    },
    forwardGeocoding: {
      valid: async () => [await h.call('forwardGeocoding', { query: { location: '452001' } }), 200],
      invalid: async () => [await h.call('forwardGeocoding', { query: { location: '' } }), 400],
    },
  };
}

const fieldsOf = (a: typeof NEW_ADDRESS) => ({
  employer_address: a.employer_address,
  employer_address_landmark: a.employer_address_landmark,
  employer_address_city: a.employer_address_city,
  employer_address_state: a.employer_address_state,
  employer_address_pin: a.employer_address_pin,
});
