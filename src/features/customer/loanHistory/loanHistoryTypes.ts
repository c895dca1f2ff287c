import type { components } from '../../../../openapi/generated/main.ts';

/** A co-borrower history record (listLoanHistory). */
export type CoborrowerHistory = components['schemas']['CoborrowerHistory'];
/** One loan share of a co-borrower with its repayment figures. */
export type LoanwiseDetail = components['schemas']['LoanwiseDetail'];
/** A contact loan history row (listContactsLoanHistory): one loan share of a contact. */
export type ContactLoanHistoryRow = components['schemas']['ContactLoanHistoryRow'];
export type RepeatUserScore = components['schemas']['RepeatUserScore'];
/** A co-borrower and the name the customer saved them under (listCoborrowerContacts). */
export type CoborrowerContact = components['schemas']['CoborrowerContact'];
/** A contact of the customer's phone book (listPhoneContacts). */
export type PhoneContact = components['schemas']['PhoneContact'];
export type BlacklistFlags = NonNullable<ContactLoanHistoryRow['blacklist_flags']>;

/** Another customer and how they are linked to this one (`CustomerRelationship`). */
export type CustomerRelationship = components['schemas']['CustomerRelationship'];
