import type { CustomerProfile } from './profileEdit.actors.ts';

/* The customer whose profile the path walks, the view replays and the stories edit. */

const USERNAME = '8157415868';

const SAMPLE_PROFILE: CustomerProfile = {
  username: USERNAME,
  name: 'Asha Verma',
  father_name: 'Mohan Verma',
  sex: 'F',
  mobile: USERNAME,
  date_of_birth: '1991-04-23',
  marital_status: 'married',
  email: 'asha.verma@example.com',
  current_address: '14 Shanti Nagar, Near Post Office',
  current_address_landmark: 'Opposite City Park',
  current_address_city: 'Pune',
  current_address_state: 'MH',
  current_address_pin: '411001',
  current_address_owned: true,
  employer_name: 'Sunrise Textiles Pvt Ltd',
  employer_address: 'Plot 7, MIDC Bhosari',
  employer_address_landmark: 'Behind Bus Depot',
  employer_address_city: 'Pune',
  employer_address_state: 'MH',
  employer_address_pin: '411026',
  employer_details_valid: true,
  employer_details_id: 311,
  employment_type: 'salaried',
  employer_category: 'private',
  sector: 'textiles',
  rating: 'grade_B',
  employer_subemployer_relationship: 'VERIFIED',
  sub_employer_details: null,
  annual_salary: 28500,
  employment_duration: '2019-06-01',
  employee_id: 'STX-0457',
  primary_valid: true,
  secondary_valid: false,
  bank_account: '300000104729',
  ifsc_code: 'SBIN0000456',
  alternate_bank_account: null,
  aadhar_number: '5432 1098 7654',
  aadhar_age: 34,
  aadhar_gender: 'F',
  aadhar_mobile_match: true,
  aadhar_state: 'Maharashtra',
  aadhar_last_updated: '2024-11-02T10:15:00.000Z',
  aadhar_valid: true,
  pan_number: 'ABCPV1234K',
  pan_details_match: true,
  pan_last_updated: '2024-11-02T10:20:00.000Z',
  pan_valid: true,
  photo: null,
  device: 'dev-7f3a',
  profile_admin: {
    employee_id_valid: true,
    recovery_comment: [
      {
        comment: 'Promised to pay by Friday',
        loan_id: 1042,
        added_by: 'agent.ravi',
        created_at: '2025-02-10T09:30:00.000Z',
      },
    ],
    marketing_comment: [],
    disbursal_comment: [
      {
        comment: 'Bank account verified on call',
        loan_id: null,
        added_by: 'ops.meena',
        created_at: '2024-12-01T12:00:00.000Z',
      },
    ],
    credit_comment: [],
    profile_comment: [],
  },
};

/** The profile as the server answers after a change. */
const savedAs = (patch: Partial<CustomerProfile>): CustomerProfile => ({
  ...SAMPLE_PROFILE,
  ...patch,
  profile_admin: { ...SAMPLE_PROFILE.profile_admin, ...patch.profile_admin },
});

export const PROFILE_EDIT_SAMPLE = {
  username: USERNAME,
  profile: SAMPLE_PROFILE,
  /** Typed in lower case; saved with each word capitalised. */
  typedFather: 'ravi kumar',
  savedFather: 'Ravi Kumar',
  badPin: '4110',
  goodPin: '560001',
  fatherSaved: savedAs({ father_name: 'Ravi Kumar' }),
  pinSaved: savedAs({ current_address_pin: '560001' }),
  employeeIdInvalid: savedAs({
    profile_admin: { ...SAMPLE_PROFILE.profile_admin, employee_id_valid: false },
  }),
  refused: 'Internal error',
} as const;
