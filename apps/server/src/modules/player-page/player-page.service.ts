import { centsToUsd } from '@casino/contract';
import type { PlayerProfile } from '@casino/contract/backoffice-players';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import type { Deps } from '../../platform/deps.js';
import { conflict, fieldError, notFound } from '../../platform/http/errors.js';
import { findPlayerStatus, setPlayerStatus, type PlayerStatus } from '../accounts/player-status.js';
import { requestPasswordReset } from '../accounts/password-reset.service.js';
import {
  approvalsOf,
  declareApprovalKind,
  type ApprovalDeps,
  type ApprovalRow,
} from '../approvals/approvals.service.js';
import { recordAudit, type Actor, type StaffActor } from '../audit/audit.service.js';
import {
  cancelPlayerBonus,
  grantableTerms,
  grantOperatorBonus,
} from '../bonuses/bonuses-operator.service.js';
import { bonusesOf } from '../bonuses/bonuses.service.js';
import { currentBlock } from '../limits/limits.repository.js';
import { loyaltyOf } from '../loyalty/loyalty.service.js';
import type { Permission } from '../staff/permissions.js';
import { InsufficientFundsError, walletOf } from '../wallet/wallet.service.js';
import './player-page.messages.js';
import * as repo from './player-page.repository.js';

/**
 * The back office's player page (docs/decisions/035): the player's whole picture, read with the
 * viewer's permissions (personal fields masked without players.personal, money sections only with
 * players.payments), and the actions staff take on a player, each audited with its reason.
 * Lifting a restriction, adjusting a balance and a large bonus grant wait for a second person.
 */

/** Who is looking or acting: their audit identity and what their roles allow. */
export interface Viewer {
  actor: StaffActor;
  permissions: ReadonlySet<Permission>;
}

type PageDeps = Deps;
type ApplyDeps = ApprovalDeps;

/** A name or a phone number shown to staff without players.personal: its first character, then stars. */
export function maskText(value: string): string {
  if (!value) return '';
  return `${[...value][0] ?? ''}***`;
}

/** An e-mail address masked: its first character and its domain's last label (j***@***.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const tld = email.slice(email.lastIndexOf('.'));
  return at > 0 ? `${email[0] ?? ''}***@***${tld}` : '***';
}

const playerKey = (userId: number) => `player:${userId}`;

async function existingPlayer(q: Queryable, userId: number, lock = false): Promise<repo.PlayerRow> {
  const player = await repo.findPlayer(q, userId, lock);
  if (!player) throw notFound('player_not_found');
  return player;
}

// ---- four eyes: what a second person applies ----

interface UnblockPayload {
  user_id: number;
}
interface AdjustmentPayload {
  user_id: number;
  account: 'cash' | 'bonus';
  amount_cents: number;
}
interface BonusGrantPayload {
  user_id: number;
  terms_code: string;
  amount_cents: number;
}

/** Restores a restricted player's account, as the checker, with the maker's reason in the log. */
async function applyUnblock(
  tx: Queryable,
  deps: ApplyDeps,
  payload: UnblockPayload,
  checker: Actor,
  request: ApprovalRow,
) {
  const before = await findPlayerStatus(tx, payload.user_id, true);
  if (!before) throw notFound('player_not_found');
  if (before.status === 'active') throw conflict('player_not_restricted');
  const after = await setPlayerStatus(tx, {
    userId: payload.user_id,
    status: 'active',
    reason: null,
    now: deps.clock.now(),
    staffId: checker.staffId,
  });
  await recordAudit(tx, deps.clock, {
    actor: checker,
    action: 'player.unblock',
    subject: { type: 'player', id: payload.user_id },
    reason: request.reason,
    before: { status: before.status, reason: before.status_reason },
    after: { status: after.status },
    details: { approval_id: request.id, maker_id: request.maker_id },
  });
  return { status: after.status };
}

/**
 * Moves an adjustment through the ledger, keyed by its approval: a credit comes from the house's
 * adjustments account, a debit goes to it. Refused (and the request left pending) when a debit
 * exceeds the balance or bonus money has no active bonus to belong to.
 */
async function applyAdjustment(
  tx: Queryable,
  deps: ApplyDeps,
  payload: AdjustmentPayload,
  checker: Actor,
  request: ApprovalRow,
) {
  const wallet = walletOf(deps);
  const before = await wallet.lockPlayerAccounts(payload.user_id, tx);
  if (payload.account === 'bonus') await requireActiveBonus(deps, payload.user_id);
  const player = { owner: 'player' as const, userId: payload.user_id, kind: payload.account };
  const house = { owner: 'house' as const, name: 'adjustments' as const };
  const credit = payload.amount_cents > 0;
  try {
    await wallet.transfer(
      {
        idempotencyKey: `adjustment:approval:${request.id}`,
        kind: 'adjustment',
        from: credit ? house : player,
        to: credit ? player : house,
        amountCents: Math.abs(payload.amount_cents),
        reference: { approval_id: request.id, reason: request.reason, maker_id: request.maker_id },
      },
      tx,
    );
  } catch (err) {
    if (err instanceof InsufficientFundsError)
      throw fieldError('amount', 'adjustment_exceeds_balance', {
        balance: centsToUsd(err.availableCents).toFixed(2),
      });
    throw err;
  }
  const after = await wallet.getBalances(payload.user_id, tx);
  await recordAudit(tx, deps.clock, {
    actor: checker,
    action: 'balance.adjust',
    subject: { type: 'player', id: payload.user_id },
    reason: request.reason,
    before: { cash_cents: before.cashCents, bonus_cents: before.bonusCents },
    after: { cash_cents: after.cashCents, bonus_cents: after.bonusCents },
    details: {
      approval_id: request.id,
      maker_id: request.maker_id,
      amount_cents: payload.amount_cents,
      account: payload.account,
    },
  });
  return { cash_cents: after.cashCents, bonus_cents: after.bonusCents };
}

async function requireActiveBonus(deps: ApplyDeps, userId: number): Promise<void> {
  const current = await bonusesOf(deps).currentRow(userId);
  if (current?.state !== 'active') throw fieldError('account', 'adjustment_bonus_needs_active_bonus');
}

let declared = false;
/** The player page's kinds of four-eyes request (declared once per process). */
function declareKinds(): void {
  if (declared) return;
  declared = true;
  declareApprovalKind({
    kind: 'player.unblock',
    permission: 'players.manage',
    apply: (tx, payload, ctx) =>
      applyUnblock(tx, ctx.deps, payload as unknown as UnblockPayload, ctx.checker, ctx.request),
  });
  declareApprovalKind({
    kind: 'balance.adjust',
    permission: 'balance.adjust',
    apply: (tx, payload, ctx) =>
      applyAdjustment(tx, ctx.deps, payload as unknown as AdjustmentPayload, ctx.checker, ctx.request),
  });
  declareApprovalKind({
    kind: 'bonus.grant',
    permission: 'bonuses.grant',
    apply: async (tx, payload, ctx) => {
      const grant = payload as unknown as BonusGrantPayload;
      const granted = await grantOperatorBonus(ctx.deps, tx, {
        userId: grant.user_id,
        termsCode: grant.terms_code,
        amountCents: grant.amount_cents,
        reason: ctx.request.reason,
        actor: ctx.checker,
      });
      return { player_bonus_id: granted.id };
    },
  });
}
declareKinds();

// ---- the page ----

export function playerPageOf(deps: PageDeps) {
  const { db, clock } = deps;
  const approvals = approvalsOf(deps);

  /** Appends player.view (or player.export) for personal data a viewer was shown. */
  async function auditView(
    viewer: Viewer,
    userId: number,
    action: 'player.view' | 'player.export',
    details: unknown,
  ) {
    await db.transaction((tx) =>
      recordAudit(tx, clock, {
        actor: viewer.actor,
        action,
        subject: { type: 'player', id: userId },
        details,
      }),
    );
  }

  return {
    /** The page's header: profile, status, balances, loyalty, labels, notes, pending requests. */
    async profile(userId: number, viewer: Viewer): Promise<PlayerProfile> {
      const player = await existingPlayer(db, userId);
      const personal = viewer.permissions.has('players.personal');
      const payments = viewer.permissions.has('players.payments');
      const [labels, notes, pending, pause] = await Promise.all([
        repo.labelsOf(db, userId),
        repo.notesCount(db, userId),
        repo.pendingApprovals(db, userId),
        currentBlock(db, userId, clock.now()),
      ]);
      let balances: PlayerProfile['balances'] = null;
      if (payments) {
        const [b, held] = await Promise.all([walletOf(deps).getBalances(userId), repo.heldCents(db, userId)]);
        balances = { cash: centsToUsd(b.cashCents), bonus: centsToUsd(b.bonusCents), held: centsToUsd(held) };
      }
      const loyalty = loyaltyOf(deps);
      const [ranks, claims] = await Promise.all([loyalty.ranks(userId), loyalty.claims(userId)]);
      const standing = ranks.player;
      const waiting = claims.filter((c) => c.status === 'ready').reduce((s, c) => s + c.amount, 0);
      if (personal)
        await auditView(viewer, userId, 'player.view', {
          section: 'profile',
          fields: ['email', 'phone', 'first_name', 'last_name', 'date_of_birth', 'address', 'city'],
        });
      return {
        id: player.id,
        nickname: player.nickname,
        status: player.status,
        status_reason: player.status_reason,
        status_changed_at: player.status_changed_at ? new Date(player.status_changed_at).toISOString() : null,
        created_at: new Date(player.created_at).toISOString(),
        country: player.country,
        verification_state: player.verification_state,
        is_email_verified: player.is_email_verified,
        is_phone_verified: player.is_phone_verified,
        personal_visible: personal,
        email: personal ? player.email : maskEmail(player.email),
        phone: personal ? player.phone : maskText(player.phone),
        first_name: personal ? player.first_name : maskText(player.first_name),
        last_name: personal ? player.last_name : maskText(player.last_name),
        date_of_birth: personal ? player.date_of_birth : null,
        address: personal ? player.address : maskText(player.address),
        city: personal ? player.city : maskText(player.city),
        balances,
        loyalty: standing
          ? {
              station: standing.station,
              points: standing.points,
              is_vip: standing.is_vip,
              month: standing.month,
              cashback_waiting: Math.round(waiting * 100) / 100,
            }
          : null,
        labels,
        notes_count: notes,
        pending_approvals: pending.map((p) => ({
          id: p.id,
          kind: p.kind,
          reason: p.reason,
          maker: p.maker,
          created_at: new Date(p.created_at).toISOString(),
        })),
        gambling_break: pause ? { kind: pause.kind, ends_at: pause.ends_at?.toISOString() ?? null } : null,
      };
    },

    /** One page of a section (the route checked its permission); audits personal views and every export. */
    async section<R extends { id: number; at: Date | null }>(
      userId: number,
      section: repo.SectionName,
      page: repo.PageRequest & { csv: boolean; personal: boolean },
      viewer: Viewer,
    ): Promise<repo.SectionPage<R>> {
      await existingPlayer(db, userId);
      const result = await repo.sectionPage<R>(db, section, userId, page);
      if (page.csv) await auditView(viewer, userId, 'player.export', { section, rows: result.rows.length });
      else if (page.personal)
        await auditView(viewer, userId, 'player.view', { section, rows: result.rows.length });
      return result;
    },

    /** Suspends or blocks a player at once (players.manage), with the reason kept and audited. */
    restrict(userId: number, status: 'suspended' | 'blocked', reason: string, actor: StaffActor) {
      return restrictPlayer(deps, userId, status, reason, actor);
    },

    /** Closes the account: refused while the player holds cash or a pending withdrawal. */
    async close(userId: number, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const player = await existingPlayer(tx, userId, true);
        if (player.status === 'closed') throw conflict('player_status_unchanged', { status: 'closed' });
        const balances = await walletOf(deps).lockPlayerAccounts(userId, tx);
        if (balances.cashCents > 0 || (await repo.heldCents(tx, userId)) > 0)
          throw conflict('player_holds_funds');
        // Bonus money is not the player's until wagered: a pending or active bonus ends with the account.
        await bonusesOf(deps).cancelCurrent(tx, userId, `account closed: ${reason}`, clock.now());
        return changeStatus(tx, clock, player, 'closed', reason, actor, 'player.close');
      });
    },

    /** Asks a second person to lift a suspension, block or closure (four eyes, 'player.unblock'). */
    async requestUnblock(userId: number, reason: string, maker: StaffActor): Promise<ApprovalRow> {
      return db.transaction(async (tx) => {
        const player = await existingPlayer(tx, userId);
        if (player.status === 'active') throw conflict('player_not_restricted');
        return approvals.request(tx, {
          kind: 'player.unblock',
          subjectKey: playerKey(userId),
          payload: { user_id: userId },
          before: { status: player.status, reason: player.status_reason },
          after: { status: 'active' },
          reason,
          maker,
        });
      });
    },

    /** Mails the player a password-reset link (the accounts module's own mail) and audits it. */
    async sendPasswordReset(userId: number, actor: StaffActor): Promise<void> {
      const player = await existingPlayer(db, userId);
      // Staff have their own rate-limit bucket, apart from the public form's per-address one.
      await requestPasswordReset(
        deps,
        player.email,
        { ip: `backoffice:${actor.staffId}`, userAgent: undefined },
        'en',
      );
      await db.transaction((tx) =>
        recordAudit(tx, clock, {
          actor,
          action: 'player.password_reset',
          subject: { type: 'player', id: userId },
        }),
      );
    },

    async addNote(userId: number, body: string, actor: StaffActor): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        await existingPlayer(tx, userId);
        const id = await repo.insertNote(tx, { userId, staffId: actor.staffId, body, now: clock.now() });
        await recordAudit(tx, clock, {
          actor,
          action: 'player.note',
          subject: { type: 'player', id: userId },
          after: { note_id: id },
        });
        return { id };
      });
    },

    async addLabel(userId: number, label: string, actor: StaffActor): Promise<{ labels: string[] }> {
      return db.transaction(async (tx) => {
        await existingPlayer(tx, userId);
        const before = await repo.labelsOf(tx, userId);
        if (await repo.insertLabel(tx, { userId, label, staffId: actor.staffId, now: clock.now() })) {
          const after = await repo.labelsOf(tx, userId);
          await recordAudit(tx, clock, {
            actor,
            action: 'player.label',
            subject: { type: 'player', id: userId },
            before,
            after,
          });
          return { labels: after };
        }
        return { labels: before };
      });
    },

    async removeLabel(userId: number, label: string, actor: StaffActor): Promise<{ labels: string[] }> {
      return db.transaction(async (tx) => {
        await existingPlayer(tx, userId);
        const before = await repo.labelsOf(tx, userId);
        if (!(await repo.deleteLabel(tx, userId, label))) throw notFound('label_not_found');
        const after = await repo.labelsOf(tx, userId);
        await recordAudit(tx, clock, {
          actor,
          action: 'player.unlabel',
          subject: { type: 'player', id: userId },
          before,
          after,
        });
        return { labels: after };
      });
    },

    /**
     * Files a balance adjustment for a second person (always four eyes): checked now so an
     * impossible one is refused at once, and again when applied.
     */
    async requestAdjustment(
      userId: number,
      change: { amountCents: number; account: 'cash' | 'bonus'; reason: string },
      maker: StaffActor,
    ): Promise<ApprovalRow> {
      await existingPlayer(db, userId);
      const balances = await walletOf(deps).getBalances(userId);
      const current = change.account === 'cash' ? balances.cashCents : balances.bonusCents;
      if (change.account === 'bonus') await requireActiveBonus(deps, userId);
      if (current + change.amountCents < 0)
        throw fieldError('amount', 'adjustment_exceeds_balance', { balance: centsToUsd(current).toFixed(2) });
      const field = change.account === 'cash' ? 'cash_cents' : 'bonus_cents';
      return db.transaction((tx) =>
        approvals.request(tx, {
          kind: 'balance.adjust',
          subjectKey: `${playerKey(userId)}:balance`,
          payload: { user_id: userId, account: change.account, amount_cents: change.amountCents },
          before: { [field]: current },
          after: { [field]: current + change.amountCents },
          reason: change.reason,
          maker,
        }),
      );
    },

    /**
     * Grants a bonus: at once up to config.backoffice.bonusApprovalAboveCents, above it as a
     * request a second person approves ('bonus.grant').
     */
    async grantBonus(
      userId: number,
      grant: { termsCode: string; amountCents: number; reason: string },
      actor: StaffActor,
    ): Promise<{ granted: { player_bonus_id: number } } | { approval: ApprovalRow }> {
      await existingPlayer(db, userId);
      await grantableTerms(db, grant.termsCode);
      if (grant.amountCents > deps.config.backoffice.bonusApprovalAboveCents) {
        const approval = await db.transaction((tx) =>
          approvals.request(tx, {
            kind: 'bonus.grant',
            subjectKey: `${playerKey(userId)}:bonus`,
            payload: { user_id: userId, terms_code: grant.termsCode, amount_cents: grant.amountCents },
            before: null,
            after: { terms_code: grant.termsCode, bonus_cents: grant.amountCents },
            reason: grant.reason,
            maker: actor,
          }),
        );
        return { approval };
      }
      const granted = await db.transaction((tx) => grantOperatorBonus(deps, tx, { userId, ...grant, actor }));
      return { granted: { player_bonus_id: granted.id } };
    },

    async cancelBonus(userId: number, bonusId: number, reason: string, actor: StaffActor) {
      await existingPlayer(db, userId);
      return cancelPlayerBonus(deps, { bonusId, reason, actor, userId });
    },
  };
}

/**
 * Suspends or blocks a player at once, with the reason kept and audited: the console's action
 * (players.manage) and `npm run ops -- player:block|player:suspend`. A closed account stays closed.
 */
export async function restrictPlayer(
  deps: { db: Db; clock: Clock },
  userId: number,
  status: 'suspended' | 'blocked',
  reason: string,
  actor: Actor,
) {
  return deps.db.transaction(async (tx) => {
    const player = await existingPlayer(tx, userId, true);
    if (player.status === 'closed') throw conflict('player_closed_final');
    if (player.status === status) throw conflict('player_status_unchanged', { status });
    const action = status === 'blocked' ? 'player.block' : 'player.suspend';
    return changeStatus(tx, deps.clock, player, status, reason, actor, action);
  });
}

async function changeStatus(
  tx: Queryable,
  clock: Clock,
  player: repo.PlayerRow,
  status: PlayerStatus,
  reason: string,
  actor: Actor,
  action: string,
) {
  const after = await setPlayerStatus(tx, {
    userId: player.id,
    status,
    reason,
    now: clock.now(),
    staffId: actor.staffId,
  });
  await recordAudit(tx, clock, {
    actor,
    action,
    subject: { type: 'player', id: player.id },
    reason,
    before: { status: player.status, reason: player.status_reason },
    after: { status: after.status, reason: after.status_reason },
  });
  return { status: after.status, status_reason: after.status_reason };
}
