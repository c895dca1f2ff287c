// The early-pay amount of a loan share (customer 360, Actions tab) and which loans may be asked.
import { DISBURSED_FAMILY, type LoanStatus } from './domain.ts';

/** Spec part 1 §4: only these loans are selectable for the early-pay amount. */
export const EARLY_PAY_STATUSES: readonly LoanStatus[] = DISBURSED_FAMILY;

export type EarlyPayTerms = {
  /** Rupees lent to this customer (the share's amount). */
  principal: number;
  /** Simple interest per year, e.g. 0.24. */
  annualRate: number;
  /** Rupees repaid so far. */
  paid: number;
  /** yyyy-mm-dd the money went out. */
  disbursalDate: string;
};

const DAY_MS = 86_400_000;

/** Whole days from one yyyy-mm-dd to another (UTC calendar days, so no DST drift). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * principal + principal × annualRate × days(disbursal → date) / 365 − paid, never below 0,
 * rounded to paise. Simple interest on the whole principal: the share has no repayment plan
 * modelled, so paid only reduces what is owed at the end.
 */
export function earlyPayAmount(terms: EarlyPayTerms, date: string): number {
  const days = Math.max(0, daysBetween(terms.disbursalDate, date));
  const owed = terms.principal + (terms.principal * terms.annualRate * days) / 365 - terms.paid;
  return Math.max(0, Math.round(owed * 100) / 100);
}

/** A minimal valid one-page PDF saying whose report it is (the reference server has no bureau). */
export function crifPdf(username: string, pulledAt: string): Buffer {
  const text = `CRIF report of ${username}, pulled ${pulledAt.slice(0, 10)}`.replace(/[()\\]/g, '');
  const content = `BT /F1 14 Tf 56 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
