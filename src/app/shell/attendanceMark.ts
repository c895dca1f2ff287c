import { unwrap } from '../../api/errors.ts';
import { freshProfile } from '../../stores/session.ts';
import { api } from '../services.ts';

export type AttendanceAction = 'sign_in' | 'sign_off';
/** Marks the day and hands the profile read again to the session; rejects with the server's words. */
export type MarkAttendance = (action: AttendanceAction) => Promise<void>;

// Here, not in the shell's texts: only the menu (after first content) says them.
export const ATTENDANCE_TEXTS = {
  sign_in: 'Sign in for attendance',
  sign_off: 'Sign off attendance',
  busy: { sign_in: 'Signing in for attendance…', sign_off: 'Signing off attendance…' },
  dismiss: 'Dismiss',
} as const;

/** POST hr_attendance/mark, then the profile again: the dot turns green or grey from it. */
export const markAttendanceCall: MarkAttendance = async (action) => {
  unwrap(await api.mainPlain.POST('/hr_attendance/mark', { body: { action } }));
  freshProfile(unwrap(await api.authPlain.GET('/business/profile')));
};
