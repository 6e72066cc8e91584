import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The production client bundle (what any visitor downloads) holds no secret, no database address, no
 * server-only module and no zod (ADR 0010). Checked on the files of the build the browser tests run against.
 */
const clientDir = path.resolve("build/client");

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files(full, out);
    else if (/\.(js|html|data|json|css)$/.test(name)) out.push(full);
  }
  return out;
}

const FORBIDDEN: [string, RegExp][] = [
  ["a database URL", /postgres(?:ql)?:\/\/[^\s"'`]*@/],
  ["the DATABASE_URL setting", /DATABASE_URL/],
  ["the SESSION_SECRET setting", /SESSION_SECRET/],
  ["the SMTP_URL setting", /SMTP_URL/],
  ["S3 credentials", /S3_SECRET_ACCESS_KEY|S3_ACCESS_KEY_ID/],
  ["the ConvertKit key", /CONVERTKIT_API_KEY/],
  ["node:sqlite", /node:sqlite/],
  ["Kysely", /kysely/i],
  ["nodemailer", /nodemailer/],
  ["sharp", /\bsharp\b.*libvips|libvips/],
  ["the pg driver", /pg-protocol|pg-pool/],
  ["a *.server module", /\.server\.(?:ts|js)/],
  // About 25 KB gzip: input schemas run in the actions; pages import the zod-free constants.ts files.
  ["zod", /\b_zod\b|ZodError/],
];

test("the client bundle contains no secret, database URL or server-only module", () => {
  const all = files(clientDir);
  expect(all.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const file of all) {
    const text = readFileSync(file, "utf8");
    for (const [what, pattern] of FORBIDDEN) {
      if (pattern.test(text)) problems.push(`${path.relative(clientDir, file)} contains ${what}`);
    }
  }
  expect(problems).toEqual([]);
});

test("the running server's generated session secret is not in any client file", () => {
  const dataDir = process.env.TEST_DATA_DIR ?? "./data/e2e";
  const secretFile = path.join(dataDir, "secret");
  let secret = "";
  try {
    secret = readFileSync(secretFile, "utf8").trim();
  } catch {
    // The server writes it at start; the web server is up before tests run.
  }
  expect(secret.length).toBeGreaterThanOrEqual(32);
  for (const file of files(clientDir)) expect(readFileSync(file, "utf8")).not.toContain(secret);
});
