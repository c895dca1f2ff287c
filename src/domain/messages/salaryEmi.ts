import { deepFreeze } from './deepFreeze.ts';

// Part of the message catalogue (see ../messages.ts): these texts load with the screens that say them.
// Salary & EMI tab (part 1 §2 'FOIR/salary page', §4, §5, §9): the spec's headings and labels.
export const salaryEmiMessages = deepFreeze({
  foirDetails: 'FOIR Details',
  externalEmiAmount: 'External EMI Amount',
  averageMonthlyEmi: 'Average Monthly EMI',
  averageMonthlyIncome: 'Average Monthly Income',
  foirScore: 'FOIR Score',
  salaryDetails: 'Salary Details',
  emiDetails: 'EMI Details',
  fipDetails: 'FIP Details',
  moveToSalary: 'Move to Salary',
  moveToEmi: 'Move to EMI',
  amount: 'Amount',
  timestamp: 'Timestamp',
  action: 'Action',
  salaryModes: { account: 'account', cash: 'cash' },
} as const);
