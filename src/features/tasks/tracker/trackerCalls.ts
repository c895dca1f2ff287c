import type { Client } from 'openapi-fetch';
import type { paths as MainPaths } from '../../../../openapi/generated/main.ts';
import { unwrap } from '../../../api/errors.ts';
import type { TrackerIssue } from './trackerQueries.ts';

/** Assign Me: the issue, now the caller's, and the server's words; rejects with its words. */
export type AssignTrackerIssue = (issueId: number) => Promise<{ msg: string; issue: TrackerIssue }>;

export const assignTrackerIssueCall =
  (main: Client<MainPaths>): AssignTrackerIssue =>
  async (issueId) =>
    unwrap(await main.POST('/task/assign', { body: { issue_id: issueId } }));
