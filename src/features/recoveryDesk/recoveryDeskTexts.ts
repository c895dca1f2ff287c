import { menuLabel } from '../../domain/access/menu.ts';

/** The recovery desk's words: its heading is its menu name (part 1 §2 'newRecoveryCalls (Recovery)'). */
export const RECOVERY_DESK_TEXTS = {
  title: menuLabel('newRecoveryCalls') ?? 'Recovery',
} as const;

/** The desk's route; a case's id follows it. */
export const RECOVERY_DESK_PATH = '/lender/admin/newRecoveryCalls';
