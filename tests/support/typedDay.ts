import { formatDate } from '../../src/domain/format.ts';

/** What a person types into (and then sees in) a date field for a YYYY-MM-DD day: dd/mm/yyyy. */
export const typedDay = (day: string | null | undefined): string => (day ? formatDate(day) : '');
