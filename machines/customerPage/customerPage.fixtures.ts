import type {
  CustomerActivity,
  CustomerProfile,
  ProfileComment,
  ProfileVersions,
} from './customerPage.types.ts';

/* A sample customer the path specs, tests and stories share. */

export const SAMPLE_USERNAME = '8157415868';

const comment = (text: string, by: string, at: string, loan: number | null): ProfileComment => ({
  comment: text,
  loan_id: loan,
  added_by: by,
  created_at: at,
});

/** The current profile. */
export const sampleProfile: CustomerProfile = {
  username: SAMPLE_USERNAME,
  name: 'Asha Verma',
  father_name: 'Mohan Verma',
  sex: 'F',
  mobile: SAMPLE_USERNAME,
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
      comment('Promised to pay by Friday', 'agent.ravi', '2025-02-10T09:30:00.000Z', 1042),
    ],
    marketing_comment: [],
    disbursal_comment: [
      comment('Bank account verified on call', 'ops.meena', '2024-12-01T12:00:00.000Z', null),
    ],
    credit_comment: [],
    profile_comment: [],
  },
};

/** The saved versions, newest first. */
export const sampleVersions: ProfileVersions = {
  versions: [
    { history_date: '2025-01-15T08:30:00.000Z' },
    { history_date: '2024-08-03T14:05:00.000Z' },
  ],
};

/** The profile as saved at `history_date`: an older employer and salary. */
export function sampleProfileAt(history_date: string): CustomerProfile {
  const older = history_date < '2025-01-01';
  return {
    ...sampleProfile,
    employer_name: older ? 'Lakshmi Garments' : 'Sunrise Knitwear',
    annual_salary: older ? 21000 : 24500,
    current_address_city: older ? 'Nagpur' : 'Pune',
  };
}

export const sampleActivity: CustomerActivity = {
  complaints_by_customer: 2,
  complaints_against_customer: 0,
  profile_restricted: false,
  first_login: '2023-03-05T06:45:00.000Z',
  last_login: '2025-02-20T17:10:00.000Z',
  last_location: { latitude: 18.5204, longitude: 73.8567 },
  cs_calls_raised: [
    {
      id: 5501,
      name: 'Asha Verma',
      mobile: SAMPLE_USERNAME,
      status: 'OPEN',
      created_at: '2025-02-18T11:00:00.000Z',
      last_updated: '2025-02-19T09:00:00.000Z',
    },
  ],
  soft_calls: [{ created_at: '2025-02-12T10:00:00.000Z', status: 'contactable' }],
  dpd_calls: [{ created_at: '2025-01-28T15:30:00.000Z', status: 'RNR' }],
  messages_sent: [{ type: 'payment_reminder', medium: 'SMS', count: 4 }],
};

/** A customer with no activity at all: every table is empty. */
export const emptyActivity: CustomerActivity = {
  complaints_by_customer: 0,
  complaints_against_customer: 0,
  profile_restricted: true,
  first_login: null,
  last_login: null,
  last_location: null,
  cs_calls_raised: [],
  soft_calls: [],
  dpd_calls: [],
  messages_sent: [],
};
