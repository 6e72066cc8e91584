// Preloaded by the npm scripts (`node --import ./scripts/load-env.mjs ...`): reads `.env` when it
// exists. `.env` is optional, and Node's own --env-file-if-exists prints ".env not found" when it is
// missing. Variables already set in the environment win, as with --env-file.
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
