import { COMPLAINT_MAX } from '../../src/domain/access/complaints.ts';

export { COMPLAINT_MAX };

/** A customer's username is their 10-digit mobile number. */
export const MOBILE_LENGTH = 10;
const MOBILE = /^[0-9]{10}$/;

/** Digits only, at most ten: what the mobile field keeps of what is typed. */
export const capMobile = (text: string) => text.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
export const isValidMobile = (text: string) => MOBILE.test(text);

export const capComplaint = (text: string) => text.slice(0, COMPLAINT_MAX);
export const hasComplaint = (text: string) => text.trim() !== '';
