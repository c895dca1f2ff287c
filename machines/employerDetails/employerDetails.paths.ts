import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { EMPTY_ADDRESS_DRAFT } from '../../src/domain/employers.ts';
import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import type { EmployerAddress } from './employerDetails.actors.ts';
import { employerDetailsMachine } from './employerDetails.machine.ts';
import { employerDetailsShows } from './employerDetails.shows.ts';

const saved = {
  employer_address: '21, Residency Road, Near Clock Tower',
  employer_address_landmark: 'Opposite Bank Branch',
  employer_address_city: 'Indore',
  employer_address_state: 'MP',
  employer_address_pin: '452001',
};
const answer = (over: Partial<EmployerAddress>): EmployerAddress => ({
  id: 21,
  employer_details_id: 21,
  ...saved,
  employer_address_location: null,
  new_record_flag: false,
  salary_narration: null,
  employer_name: 'Acme Textiles',
  employer_id: 7,
  valid: false,
  rating: null,
  ...over,
});

/** A credit underwriter on an unverified employer; a disbursal team member on a verified one. */
export const EMPLOYER_DETAILS_SAMPLE = {
  underwriter: {
    flags: roleFlagsOf('is_credit_underwriter'),
    detailsId: 21,
    verified: false,
    name: 'Acme Textiles',
    rating: null,
    saved,
  },
  disbursalOnVerified: {
    flags: roleFlagsOf('is_disbursal_team'),
    detailsId: 21,
    verified: true,
    name: 'Acme Textiles',
    rating: 'grade_B' as const,
    saved,
  },
  incomplete: {
    flags: roleFlagsOf('is_credit_underwriter'),
    detailsId: 21,
    verified: false,
    name: 'Acme Textiles',
    rating: null,
    saved: { ...EMPTY_ADDRESS_DRAFT, employer_address: saved.employer_address },
  },
  edited: answer({ employer_address_city: 'Dewas' }),
  verified: answer({ valid: true }),
  renamed: answer({ employer_name: 'Acme Textiles Pvt Ltd' }),
  rated: answer({ rating: 'grade_A' }),
  down: 'Service unavailable',
};
const S = EMPLOYER_DETAILS_SAMPLE;

const events = [
  { type: 'employer.edit' },
  { type: 'edit.field', field: 'employer_address_city', value: '' },
  { type: 'edit.field', field: 'employer_address_city', value: 'Dewas' },
  { type: 'edit.field', field: 'employer_address_landmark', value: 'Opposite Bank Branch' },
  { type: 'edit.field', field: 'employer_address_state', value: 'MP' },
  { type: 'edit.field', field: 'employer_address_pin', value: '452001' },
  { type: 'edit.save' },
  { type: 'edit.cancel' },
  { type: 'employer.verify' },
  { type: 'verify.confirm' },
  { type: 'verify.cancel' },
  { type: 'employer.rename' },
  { type: 'name.change', value: ' ' },
  { type: 'name.change', value: 'Acme Textiles Pvt Ltd' },
  { type: 'name.save' },
  { type: 'rating.change', rating: 'grade_A' },
  { type: 'employer.replace' },
  { type: 'replace.confirm' },
  { type: 'replace.cancel' },
  { type: 'replace.close' },
  { type: 'replace.done' },
  doneEvent('editEmployer', S.edited),
  errorEvent('editEmployer', serviceError(S.down, 503)),
  doneEvent('verifyEmployer', S.verified),
  errorEvent('verifyEmployer', serviceError(S.down, 503)),
  doneEvent('renameEmployer', S.renamed),
  errorEvent('renameEmployer', serviceError(S.down, 503)),
  doneEvent('rateEmployer', S.rated),
  errorEvent('rateEmployer', serviceError(S.down, 503)),
] as const;

// Only what the state reads: the form while editing, the name while renaming.
const stateKey = (snapshot: { value: unknown; context: Record<string, unknown> }) => {
  const c = snapshot.context as {
    verified: boolean;
    error: string | null;
    draft: Record<string, string>;
    saved: Record<string, string>;
    nameDraft: string;
  };
  const value = JSON.stringify(snapshot.value);
  return {
    value: snapshot.value,
    verified: c.verified,
    error: c.error,
    complete: Object.values(c.saved).every((v) => v !== ''),
    draft: value.includes('diting') || value.includes('Edit') ? c.draft : null,
    name: value.includes('enam') || value.includes('Name') ? c.nameDraft : null,
  };
};
const walk = (input: typeof S.underwriter | typeof S.disbursalOnVerified | typeof S.incomplete) =>
  definePathSpec({
    machine: withInput(employerDetailsMachine, input),
    shows: employerDetailsShows as never,
    events,
    filterEvents: (snapshot, event) => {
      const c = snapshot.context;
      if (event.type === 'edit.field')
        return c.draft[event.field as 'employer_address_city'] !== event.value;
      if (event.type === 'name.change') return c.nameDraft !== event.value;
      // Rated once: a second rating walks the same transitions again.
      if (event.type === 'rating.change') return c.rating === null;
      if (event.type === 'xstate.done.actor.rateEmployer') return true;
      return true;
    },
    stateKey: stateKey as never,
  });

// The walk starts from an incomplete employer: verifying it is refused until an edit fills it.
export const employerDetailsPaths = definePathSpec({
  ...walk(S.incomplete),
  describeEvent: (event) => {
    switch (event.type) {
      case 'employer.edit':
        return "press 'Edit Employer'";
      case 'edit.field':
        return `type ${event.field} "${event.value}"`;
      case 'edit.save':
        return "press 'Save Employer'";
      case 'edit.cancel':
      case 'verify.cancel':
        return "press 'Cancel'";
      case 'employer.verify':
        return "press 'Verify Employer'";
      case 'verify.confirm':
        return "press 'OK'";
      case 'employer.rename':
        return "press 'Change Name'";
      case 'name.change':
        return `type the name "${event.value}"`;
      case 'name.save':
        return "press 'Save Name'";
      case 'rating.change':
        return `choose the rating ${event.rating}`;
      case 'employer.replace':
        return "press 'Replace Employer'";
      case 'replace.confirm':
        return "press 'OK'";
      case 'replace.cancel':
        return "press 'Cancel'";
      case 'replace.close':
        return "close the employer search dialog with 'Cancel'";
      case 'replace.done':
        return "pick another address of a company in the employer search dialog and press 'Okay'";
      default:
        return event.type.startsWith('xstate.done')
          ? 'the server saves'
          : event.type.startsWith('xstate.error')
            ? 'the save fails'
            : undefined;
    }
  },
});
