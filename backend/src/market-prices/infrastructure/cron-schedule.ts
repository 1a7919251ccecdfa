import { Injectable } from '@nestjs/common';
import { CronJob } from 'cron';
import { Schedule, type RepeatingJob } from '../application/ports/schedule';

/** The Schedule port on the `cron` package, in this process's clock (UTC on the servers). */
@Injectable()
export class CronSchedule extends Schedule {
  repeat(cron: string, onTick: (scheduledAt: Date) => void): RepeatingJob {
    let due: Date | undefined;
    const job = CronJob.from({
      cronTime: cron,
      onTick: () => {
        // cron has already moved nextDate() on to the following tick: remember this one's time.
        const scheduledAt = due ?? new Date();
        due = job.nextDate().toJSDate();
        onTick(scheduledAt);
      },
      start: true,
    });
    due = job.nextDate().toJSDate();
    return {
      nextRunAt: () => job.nextDate().toJSDate(),
      stop: async () => {
        await job.stop();
      },
    };
  }
}
