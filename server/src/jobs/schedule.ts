import { Cron } from 'croner';

/** Chile's civil time: "daily at 03:00" means 03:00 in Santiago, across its DST changes. */
export const JOB_TIME_ZONE = 'America/Santiago';

/** Every N seconds (counted from the previous scheduled run), or once a day at HH:MM in Santiago. */
export type Schedule = { every: number } | { daily: string };

const DAILY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The schedule as stored in `jobs.schedule`; a changed text makes the runner recompute the next run. */
export const describeSchedule = (schedule: Schedule): string =>
  'every' in schedule ? `every ${schedule.every}s` : `daily ${schedule.daily}`;

export const assertSchedule = (schedule: Schedule): void => {
  if ('every' in schedule) {
    if (!Number.isInteger(schedule.every) || schedule.every < 1)
      throw new Error(`invalid job interval: ${schedule.every}`);
  } else if (!DAILY.test(schedule.daily)) {
    throw new Error(`invalid daily job time (HH:MM): ${schedule.daily}`);
  }
};

/**
 * The first scheduled time strictly after `after`. croner does the time-zone arithmetic (a day
 * of 23 or 25 hours, a 00:00 that does not exist when Chile moves its clocks at midnight).
 */
export const nextRunAfter = (schedule: Schedule, after: Date): Date => {
  if ('every' in schedule) return new Date(after.getTime() + schedule.every * 1000);
  const [hour, minute] = schedule.daily.split(':').map(Number) as [number, number];
  const cron = new Cron(`${minute} ${hour} * * *`, { timezone: JOB_TIME_ZONE, paused: true });
  const next = cron.nextRun(after);
  if (!next) throw new Error(`no next run for ${describeSchedule(schedule)}`);
  return next;
};

/** A new job's first run: an interval job right away (as the timers it replaces did), a daily one at its hour. */
export const firstRunAt = (schedule: Schedule, now: Date): Date =>
  'every' in schedule ? now : nextRunAfter(schedule, now);
