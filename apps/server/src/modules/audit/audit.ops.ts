import type { Db } from '../../platform/db/types.js';
import { verifyAuditChain } from './audit.service.js';

export const AUDIT_USAGE = `audit log commands:
  audit:verify                                    proves the audit log's hash chain end to end (exit 1 if broken)`;

/** `npm run audit:verify` (also `npm run ops -- audit:verify`). Answers false for other commands. */
export async function runAuditCommand(
  args: readonly string[],
  deps: { db: Db },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  if (args[0] !== 'audit:verify') return false;
  const check = await verifyAuditChain(deps.db);
  if (check.ok) print(`audit log OK: ${check.entries} entries, every hash follows from the one before`);
  else {
    print(
      `audit log BROKEN at entry ${check.firstBadId}: ${check.problem} (${check.entries} entries verified before it)`,
    );
    process.exitCode = 1;
  }
  return true;
}
