// Deterministic demo data for an empty database, written in one transaction.
import { type Db, transaction } from '../db/database.ts';
import { indiaDay } from '../time.ts';
import { seedAlternateContacts } from './alternateContacts.ts';
import { seedBlacklist } from './blacklist.ts';
import { seedBureau } from './bureau.ts';
import { seedBusinessProfiles } from './businessProfiles.ts';
import { seedCalls } from './calls.ts';
import { type ChatSeed, seedChat } from './chat.ts';
import { seedChatActions } from './chatActions.ts';
import { seedChatTeams } from './chatTeams.ts';
import { seedCollections } from './collections.ts';
import { seedComplaints } from './complaints.ts';
import { seedCustomerActions } from './customerActions.ts';
import { seedCustomerLoans } from './customerLoans.ts';
import { seedCustomerPhotos } from './customerPhotos.ts';
import { insertCustomers, makeCustomers } from './customers.ts';
import { type DeskSeed, seedDesks } from './desks.ts';
import { seedDevices } from './devices.ts';
import { seedDocuments } from './documents.ts';
import { seedEmployers } from './employers.ts';
import { seedHrAttendance } from './hrAttendance.ts';
import { seedInvestors } from './investors.ts';
import { seedJobs } from './jobs.ts';
import { seedLiveLocations } from './liveLocations.ts';
import { seedLoanHistory } from './loanHistory.ts';
import { type LoanPageSeed, seedLoanPage } from './loanPage.ts';
import { insertLoans, planLoans } from './loans.ts';
import { seedNativeTasks } from './nativeTasks.ts';
import { createRand, SEED } from './random.ts';
import { seedSalaryEmi } from './salaryEmi.ts';
import { seedMessageSchedules } from './schedules.ts';
import { seedStaff } from './staff.ts';
import { seedSupervision } from './supervision.ts';
import { seedTasks } from './tasks.ts';
import { seedWallet } from './wallet.ts';

export type SeedOptions = { loans?: number; customers?: number; now?: Date; seed?: number };

export type SeedReport = {
  staff: number;
  customers: number;
  loans: number;
  loanShares: number;
  softCalls: number;
  supportCalls: number;
  blacklisted: number;
  complaints: number;
  alternateContacts: number;
  /** The customer whose alternate contacts show every derived column. */
  alternateContactsShowcase: string | null;
  /** ACH debits, deleted loan shares, and the customer whose saved versions differ in loans. */
  customerLoans: { achDebits: number; deletedLoanshares: number; showcase: string };
  /** Cases of the call desks beside the soft-call loop. */
  desks: DeskSeed;
  /** The loan page's showcase loans. */
  loanPage: LoanPageSeed;
  /** Chat channels and messages. */
  chat: ChatSeed;
  /** Time to generate and insert the loans, their shares and decisions. */
  loansMs: number;
  /** Time for the whole seed. */
  ms: number;
};

export const DEFAULT_LOANS = 10_500;
export const DEFAULT_CUSTOMERS = 3_000;

export function isEmpty(db: Db): boolean {
  const row = db
    .prepare('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM customers) AS n')
    .get();
  return Number(row?.n) === 0;
}

/** Seeds when the database holds no users and no customers; returns null otherwise. */
export function seedIfEmpty(db: Db, options: SeedOptions = {}): SeedReport | null {
  return isEmpty(db) ? seed(db, options) : null;
}

export function seed(db: Db, options: SeedOptions = {}): SeedReport {
  const started = performance.now();
  // Dates are relative to the start of today, so a day's seeds are identical.
  const now = options.now ?? new Date(new Date().setUTCHours(0, 0, 0, 0));
  const rand = createRand(options.seed ?? SEED);
  // The seed is consistent by construction (its test runs foreign_key_check); checking every
  // reference while inserting would double its time. The pragma only works outside a transaction.
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    return seedAll(db, rand, now, options, started);
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}

function seedAll(
  db: Db,
  rand: ReturnType<typeof createRand>,
  now: Date,
  options: SeedOptions,
  started: number,
): SeedReport {
  // One India day for the whole seed: a seed that runs across midnight in India would otherwise
  // mark today's sign-ins on one day and start the attendance history on that same day.
  const today = indiaDay();
  return transaction(db, () => {
    const staff = seedStaff(db, rand, now, today);
    const customers = makeCustomers(rand, options.customers ?? DEFAULT_CUSTOMERS, now);
    let loansStarted = performance.now();
    const loans = planLoans(rand, options.loans ?? DEFAULT_LOANS, customers, staff, now);
    let loansMs = performance.now() - loansStarted;
    insertCustomers(db, rand, customers, loans.loanIdsByCustomer, staff, now);
    loansStarted = performance.now();
    insertLoans(db, loans);
    loansMs = Math.round(loansMs + performance.now() - loansStarted);
    const calls = seedCalls(db, rand, staff, loans.activeBorrowers, customers.length, now);
    const blacklist = seedBlacklist(db, rand, customers.length, staff, now);
    const contacts = seedAlternateContacts(db, rand, customers, staff, now);
    const customerLoans = seedCustomerLoans(db, rand, staff, now);
    seedCustomerActions(db, staff, now);
    seedLoanHistory(db, now);
    seedCustomerPhotos(db, now);
    seedCollections(db, now);
    seedWallet(db, now);
    seedBureau(db, now);
    seedSalaryEmi(db, staff, now);
    seedDevices(db, now);
    seedEmployers(db, now);
    seedDocuments(db, now);
    const loanPage = seedLoanPage(db, now);
    // Last: these draw from rand after every other seed, so earlier values stay as they were.
    const desks = seedDesks(db, rand, staff, loans.activeBorrowers, now);
    seedSupervision(db, rand, now);
    // The chat draws from its own random stream.
    const chat = seedChat(db, now);
    seedChatTeams(db);
    // After the chat: automated channels take the next channel ids.
    seedMessageSchedules(db, now);
    seedChatActions(db, now);
    seedBusinessProfiles(db, now);
    seedLiveLocations(db, now);
    // Draw nothing from rand: the data above stays as it was.
    seedComplaints(db, staff, now);
    seedInvestors(db, staff, now);
    seedHrAttendance(db, staff, now, today);
    seedJobs(db, staff, now);
    seedTasks(db, now);
    seedNativeTasks(db, staff, now);
    return {
      staff: staff.length,
      customers: customers.length,
      loans: loans.loans.length,
      loanShares: loans.shares.length,
      loansMs,
      softCalls: calls.softCalls,
      supportCalls: calls.supportCalls,
      blacklisted: blacklist.blacklisted,
      complaints: blacklist.complaints,
      alternateContacts: contacts.contacts,
      alternateContactsShowcase: contacts.showcase,
      customerLoans,
      desks,
      loanPage,
      chat,
      ms: Math.round(performance.now() - started),
    };
  });
}
