import { addDays, calendarDay, mondayBasedDay, type CalendarZone } from './isoWeek';

/**
 * The end of the current ISO week's offer: Saturday 23:59:59 (in `zone`, local time by default)
 * of the Monday–Sunday week that holds `now`. On a Sunday this moment is already past.
 */
export function countdownTarget(now: Date, zone: CalendarZone = 'local'): Date {
  const day = calendarDay(now, zone);
  const saturday = addDays(day, 5 - mondayBasedDay(day.getUTCDay()));
  const [y, m, d] = [saturday.getUTCFullYear(), saturday.getUTCMonth(), saturday.getUTCDate()];
  return zone === 'utc' ? new Date(Date.UTC(y, m, d, 23, 59, 59)) : new Date(y, m, d, 23, 59, 59);
}

/** Whole seconds left until `target`, rounded up so the display never reaches zero early; never negative. */
export function secondsLeft(now: Date, target: Date): number {
  return Math.max(0, Math.ceil((target.getTime() - now.getTime()) / 1000));
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * The banner's text for a number of seconds left: `2d 05h 03m 09s`, `05h 03m 09s`
 * (days only when at least one), or `Expired` at zero.
 */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.floor(totalSeconds);
  if (!(s > 0)) return 'Expired';
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  const seconds = s % 60;
  const hms = `${pad2(hours)}h ${pad2(minutes)}m ${pad2(seconds)}s`;
  return days > 0 ? `${days}d ${hms}` : hms;
}

/** How long the banner shows `Expired` after the offer ends before it hides, in milliseconds. */
export const EXPIRED_NOTICE_MS = 1000;

export type BannerState = 'counting' | 'expired' | 'hidden';

/**
 * The sale banner's state at `now`: counting down until the target, reading `Expired`
 * for a moment at zero, then hidden, as it is on a Sunday, when the target is long past.
 */
export function bannerState(now: Date, target: Date): BannerState {
  const overMs = now.getTime() - target.getTime();
  if (secondsLeft(now, target) > 0) return 'counting';
  return overMs < EXPIRED_NOTICE_MS ? 'expired' : 'hidden';
}
