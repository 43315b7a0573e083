import './catalogue.js';

export { expireApplicationsJob, purgeAccountDataJob } from './catalogue.js';
export {
  findJob,
  fixedPeriod,
  periodOf,
  registerJob,
  registeredJobs,
  runJob,
  type JobDefinition,
  type JobDeps,
  type JobLog,
  type JobOutcome,
  type JobPeriod,
} from './jobs.js';
export { startScheduler, type Scheduler, type SchedulerOptions } from './scheduler.js';
