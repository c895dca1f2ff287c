// The customer page's labelled profile fields regrouped into the loan page's sections (part 1 §2
// 'sticky jump bar'), so both pages show a field under the same label, edited the same way.
import { type CustomerProfile, type ProfileField, profileSections } from '../../customer/index.ts';

/** The grid sections of the Profile tab, in the jump bar's order (comments come separately). */
export const FIELD_SECTIONS = [
  'employment',
  'aadhaar',
  'personal',
  'pan',
  'bank',
  'alternateBank',
  'address',
] as const;
export type FieldSection = (typeof FIELD_SECTIONS)[number];

const ALTERNATE_BANK = new Set(['Alternate Bank Account', 'Secondary Valid']);

/** Which loan-page section a customer-page field belongs to. */
function sectionOf(group: string, field: ProfileField): FieldSection {
  switch (group) {
    case 'Personal':
      return 'personal';
    case 'Address':
      return 'address';
    case 'Employment':
      return 'employment';
    case 'Bank':
      return ALTERNATE_BANK.has(field.label) ? 'alternateBank' : 'bank';
    default:
      return field.label.startsWith('PAN') ? 'pan' : 'aadhaar';
  }
}

/** One co-borrower's fields per section, each in the customer page's order. */
export function loanProfileSections(
  profile: CustomerProfile,
): Record<FieldSection, ProfileField[]> {
  const sections = Object.fromEntries(FIELD_SECTIONS.map((s) => [s, [] as ProfileField[]]));
  for (const group of profileSections(profile)) {
    for (const field of group.fields) sections[sectionOf(group.title, field)]!.push(field);
  }
  return sections as Record<FieldSection, ProfileField[]>;
}
