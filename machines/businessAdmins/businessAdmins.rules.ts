// Business admins are named by phone number with the rules of Add member (spec part 2 §5).
export { isLongEnough, numbersOf } from '../shared/phoneList.ts';
