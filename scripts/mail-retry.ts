/**
 * `npm run mail:retry`: sends failed mail again. Mail that could not be delivered for about a day
 * (see MAIL_MAX_ATTEMPTS) ends `failed` and is logged as "MAIL NOT DELIVERED"; once the relay works,
 * this gives each such message a fresh set of attempts. The running site's job worker sends them
 * within seconds (or the site does at its next start). `--dry-run` only counts them.
 * Failed jobs are kept 30 days, so older mail cannot be recovered.
 */
import { parseArgs } from "node:util";
import { closeDb, migrateToLatest } from "../app/lib/db/index.server.ts";
import { countFailedJobs, requeueFailedJobs } from "../app/lib/jobs.server.ts";
import { MAIL_JOB } from "../app/lib/mail.server.ts";

const usage = "Usage: npm run mail:retry [-- --dry-run]";

try {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } }, strict: true });
  await migrateToLatest();
  if (values["dry-run"]) {
    console.log(
      `${await countFailedJobs(MAIL_JOB)} failed mail message(s) waiting; run without --dry-run to send them again.`,
    );
  } else {
    const count = await requeueFailedJobs(MAIL_JOB);
    console.log(
      count === 0
        ? "No failed mail to send again."
        : `Requeued ${count} failed mail message(s). The site's job worker sends them within seconds (start the site if it is not running).`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if ((error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) console.error(usage);
  process.exitCode = 1;
} finally {
  await closeDb();
}
