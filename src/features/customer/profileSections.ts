import { EMPTY, formatDate, formatDateTime, formatRupees } from '../../domain/format.ts';
import { CUSTOMER_PAGE_TEXTS as T } from './customerPageTexts.ts';
import { maskAadhaar } from './customerRules.ts';
import type { CustomerProfile, ProfileComment } from './customerTypes.ts';

export type ProfileField = { label: string; value: string };
export type ProfileSection = { title: string; fields: ProfileField[] };
export type CommentList = { title: string; comments: readonly ProfileComment[] };

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? EMPTY : String(value);
const yesNo = (value: boolean | null) => (value === null ? EMPTY : value ? T.yes : T.no);
const RATINGS = { grade_A: 'Grade A', grade_B: 'Grade B', grade_C: 'Grade C' } as const;

/**
 * The profile as labelled groups of the contract's fields (spec part 1 §3 'Customer profile'):
 * dates dd/mm/yyyy, money in rupees, the Aadhaar number masked but for its last 4 digits.
 */
export function profileSections(p: CustomerProfile): ProfileSection[] {
  return [
    {
      title: 'Personal',
      fields: [
        { label: 'Name', value: text(p.name) },
        { label: 'Father Name', value: text(p.father_name) },
        { label: 'Sex', value: text(p.sex) },
        { label: 'Mobile', value: text(p.mobile) },
        { label: 'Date of Birth', value: formatDate(p.date_of_birth) },
        { label: 'Marital Status', value: text(p.marital_status) },
        { label: 'Email', value: text(p.email) },
        { label: 'Device', value: text(p.device) },
      ],
    },
    {
      title: 'Address',
      fields: [
        { label: 'Current Address', value: text(p.current_address) },
        { label: 'Landmark', value: text(p.current_address_landmark) },
        { label: 'City', value: text(p.current_address_city) },
        { label: 'State', value: text(p.current_address_state) },
        { label: 'Pin', value: text(p.current_address_pin) },
        { label: 'Owned', value: yesNo(p.current_address_owned) },
      ],
    },
    {
      title: 'Employment',
      fields: [
        { label: 'Employer Name', value: text(p.employer_name) },
        { label: 'Employer Address', value: text(p.employer_address) },
        { label: 'Employer Landmark', value: text(p.employer_address_landmark) },
        { label: 'Employer City', value: text(p.employer_address_city) },
        { label: 'Employer State', value: text(p.employer_address_state) },
        { label: 'Employer Pin', value: text(p.employer_address_pin) },
        { label: 'Employer Details Verified', value: yesNo(p.employer_details_valid) },
        { label: 'Employment Type', value: text(p.employment_type) },
        { label: 'Employer Category', value: text(p.employer_category) },
        { label: 'Sector', value: text(p.sector) },
        { label: 'Rating', value: p.rating ? RATINGS[p.rating] : EMPTY },
        {
          label: 'Sub-employer Relationship',
          value: text(p.employer_subemployer_relationship),
        },
        { label: 'Sub-employer Details', value: text(p.sub_employer_details) },
        { label: 'Monthly Salary', value: formatRupees(p.annual_salary) },
        { label: 'Employed Since', value: formatDate(p.employment_duration) },
        { label: 'Employee ID', value: text(p.employee_id) },
        { label: 'Employee ID Valid', value: yesNo(p.profile_admin.employee_id_valid) },
      ],
    },
    {
      title: 'Bank',
      fields: [
        { label: 'Bank Account', value: text(p.bank_account) },
        { label: 'IFSC Code', value: text(p.ifsc_code) },
        { label: 'Alternate Bank Account', value: text(p.alternate_bank_account) },
        { label: 'Primary Valid', value: yesNo(p.primary_valid) },
        { label: 'Secondary Valid', value: yesNo(p.secondary_valid) },
      ],
    },
    {
      title: 'KYC',
      fields: [
        { label: 'Aadhaar Number', value: text(maskAadhaar(p.aadhar_number)) },
        { label: 'Aadhaar Age', value: text(p.aadhar_age) },
        { label: 'Aadhaar Gender', value: text(p.aadhar_gender) },
        { label: 'Aadhaar Mobile Match', value: yesNo(p.aadhar_mobile_match) },
        { label: 'Aadhaar State', value: text(p.aadhar_state) },
        { label: 'Aadhaar Last Updated', value: formatDateTime(p.aadhar_last_updated) },
        { label: 'Aadhaar Valid', value: yesNo(p.aadhar_valid) },
        { label: 'PAN Number', value: text(p.pan_number) },
        { label: 'PAN Details Match', value: yesNo(p.pan_details_match) },
        { label: 'PAN Last Updated', value: formatDateTime(p.pan_last_updated) },
        { label: 'PAN Valid', value: yesNo(p.pan_valid) },
      ],
    },
  ];
}

/** The staff comment lists of profile_admin, read-only. */
export function commentLists(p: CustomerProfile): CommentList[] {
  const admin = p.profile_admin;
  return [
    { title: 'Recovery Comments', comments: admin.recovery_comment },
    { title: 'Marketing Comments', comments: admin.marketing_comment },
    { title: 'Disbursal Comments', comments: admin.disbursal_comment },
    { title: 'Credit Comments', comments: admin.credit_comment },
    { title: 'Profile Comments', comments: admin.profile_comment },
  ];
}
