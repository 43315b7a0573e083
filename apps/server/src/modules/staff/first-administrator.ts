import type { Deps } from '../../platform/deps.js';
import { recordAudit, systemActor } from '../audit/audit.service.js';
import { issueSetupLink } from './staff-auth.service.js';
import { staffRepository } from './staff.repository.js';

/**
 * A fresh install has no staff: the first start creates one administrator (BACKOFFICE_ADMIN_EMAIL)
 * and prints a one-time set-up link, also mailed (the dev outbox outside production), so the
 * README's two commands lead a newcomer straight into the console. Until an administrator has
 * finished setting up, every start prints a new link (the one before it stops working).
 */
export async function ensureFirstAdministrator(deps: Deps): Promise<string | undefined> {
  const { db, clock, config } = deps;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM staff WHERE status = 'active' AND 'administrator' = ANY (roles)`,
  );
  if ((rows[0]?.n ?? 0) > 0) return undefined;
  const email = config.backoffice.adminEmail;
  const url = await db.transaction(async (tx) => {
    const repo = staffRepository(tx);
    let admin = await repo.byEmail(email);
    if (!admin) {
      admin = await repo.insert({
        email,
        name: 'Administrator',
        roles: ['administrator'],
        createdBy: null,
        now: clock.now(),
      });
      await recordAudit(tx, clock, {
        actor: systemActor('first-start'),
        action: 'staff.create',
        subject: { type: 'staff', id: admin.id },
        after: { email, name: admin.name, roles: admin.roles },
      });
    }
    if (admin.status === 'blocked') return undefined;
    return issueSetupLink(tx, deps, admin.id);
  });
  if (!url) return undefined;
  await deps.mailer.send({
    channel: 'email',
    recipient: email,
    subject: 'Set up the back office',
    body: `The back office has no administrator yet. Set the password and two-factor sign-in of ${email}:\n${url}\n\nThe link works once, for 72 hours.`,
  });
  deps.log.warn(`back office: set up the first administrator (${email}) at ${url}`);
  return url;
}
