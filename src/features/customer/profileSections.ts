import { PROFILE_EDIT_TEXTS as E } from '../../../machines/profileEdit/index.ts';
import { EMPTY, formatDate, formatDateTime, formatRupees } from '../../domain/format.ts';
import { stateName } from '../../domain/indianStates.ts';
import type { EditableField } from '../../domain/profileEdits.ts';
import { sectorLabel } from '../../domain/sectors.ts';
import { CUSTOMER_PAGE_TEXTS as T } from './customerPageTexts.ts';
import { maskAadhaar } from './customerRules.ts';
import type { CustomerProfile, ProfileComment } from './customerTypes.ts';

export type ProfileField = {
  label: string;
  value: string;
  /** The field as the profile edit names it, where staff may change it here. */
  field?: EditableField;
  /** The stored value an edit starts from (a state's code rather than its name). */
  raw?: string;
  /** The employee-id validity: changed with its switch, not edited. */
  toggle?: true;
};
export type ProfileSection = { title: string; fields: ProfileField[] };
export type CommentList = { title: string; comments: readonly ProfileComment[] };

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? EMPTY : String(value);
/** A state code or sector key by its name (an unknown one as it came). */
const named = (value: string | null, name: (key: string) => string) =>
  value ? name(value) : EMPTY;
/** An editable field's row: its label is the profile edit's, so Edit and the row agree. */
const editable = (p: CustomerProfile, field: EditableField, value?: string): ProfileField => ({
  label: E.labels[field],
  value: value ?? text(p[field]),
  field,
  raw: p[field] ?? '',
});
const yesNo = (value: boolean | null) => (value === null ? EMPTY : value ? T.yes : T.no);
const RATINGS = { grade_A: 'Grade A', grade_B: 'Grade B', grade_C: 'Grade C' } as const;

/**
 * The profile as labelled groups of the contract's fields (spec part 1 §3 'Customer profile'):
 * dates dd/mm/yyyy, money in rupees,
 * state codes and sector keys by name, the Aadhaar number masked but for its last 4 digits.
 */
export function profileSections(p: CustomerProfile): ProfileSection[] {
  return [
    {
      title: 'Personal',
      fields: [
        editable(p, 'name'),
        editable(p, 'father_name'),
        { label: 'Sex', value: text(p.sex) },
        { label: 'Mobile', value: text(p.mobile) },
        { label: 'Date of Birth', value: formatDate(p.date_of_birth) },
        editable(p, 'marital_status'),
        editable(p, 'email'),
        { label: 'Device', value: text(p.device) },
      ],
    },
    {
      title: 'Address',
      fields: [
        editable(p, 'current_address'),
        editable(p, 'current_address_landmark'),
        editable(p, 'current_address_city'),
        editable(p, 'current_address_state', named(p.current_address_state, stateName)),
        editable(p, 'current_address_pin'),
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
        { label: 'Employer State', value: named(p.employer_address_state, stateName) },
        { label: 'Employer Pin', value: text(p.employer_address_pin) },
        { label: 'Employer Details Verified', value: yesNo(p.employer_details_valid) },
        editable(p, 'employment_type'),
        { label: 'Employer Category', value: text(p.employer_category) },
        { label: 'Sector', value: named(p.sector, sectorLabel) },
        { label: 'Rating', value: p.rating ? RATINGS[p.rating] : EMPTY },
        {
          label: 'Sub-employer Relationship',
          value: text(p.employer_subemployer_relationship),
        },
        { label: 'Sub-employer Details', value: text(p.sub_employer_details) },
        { label: 'Monthly Salary', value: formatRupees(p.annual_salary) },
        { label: 'Employed Since', value: formatDate(p.employment_duration) },
        editable(p, 'employee_id'),
        {
          label: E.employeeIdValid,
          value: yesNo(p.profile_admin.employee_id_valid),
          toggle: true,
        },
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
