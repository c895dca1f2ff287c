import type { components } from '../../../openapi/generated/main.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import type { MainQueries } from './bureauQueries.ts';

export type CustomerBureau = components['schemas']['CustomerBureau'];
export type CibilData = components['schemas']['CibilData'];
export type BureauAccount = components['schemas']['BureauAccount'];
export type BureauEnquiry = components['schemas']['BureauEnquiry'];
export type CreditScoreDetails = components['schemas']['CreditScoreDetails'];
export type CreditScoreItem = components['schemas']['CreditScoreItem'];

/**
 * What a host page gives either panel (the customer page's tab props, by shape): the username,
 * the version on screen (null: current) and the signed-in user's role flags.
 */
export type BureauPanelProps = {
  queries: MainQueries;
  username: string;
  historyDate: string | null;
  flags: RoleFlags;
};
