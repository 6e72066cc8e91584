import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The 20,000 most common passwords of at least 6 characters (common-passwords.txt, from zxcvbn's
 * list; see its header). No path aliases here: the operator scripts import this file directly.
 */
const NAME = "common-passwords.txt";
let list: Set<string> | undefined;

/** Next to this module (scripts, tests), or in the source tree (the bundled server build runs from the project root). */
function listFile(): string {
  const candidates = [
    path.join(path.dirname(fileURLToPath(import.meta.url)), NAME),
    path.resolve("app/features/accounts", NAME),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`${NAME} not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** True for one of the listed passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  if (!list) {
    const lines = readFileSync(listFile(), "utf8").split("\n");
    list = new Set(lines.filter((l) => l && !l.startsWith("#")).map((l) => l.trim().toLowerCase()));
  }
  return list.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most commonly used passwords and is easy to guess. Please choose another.";
