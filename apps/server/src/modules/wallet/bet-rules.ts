import type { Db } from '../../platform/db/types.js';

/**
 * The calls a bet and win rule can apply to: the seamless wallet's, and a sports bet's placement
 * (never batched: the sportsbook places each bet in its own transaction, so its rules are all
 * 'full-path', and a sports stake meets the 'bet' rules too through the wallet's listeners).
 */
export const RULE_ACTIONS = ['bet', 'win', 'rollback', 'sports_bet'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/**
 * A rule that can refuse or change a stake or a win, or a listener that counts one, as the one
 * list declares it (modules/bet-and-win-rules.ts; docs/decisions/021, "the declared rule list").
 */
export interface BetRule {
  /** What the rule does, in the product's words ("the bonus's maximum bet"). */
  name: string;
  /** The wallet calls it applies to. */
  actions: readonly RuleAction[];
  /**
   * How a batched call applies it: the part of the batch's SQL (games_fast_calls) that does, with
   * the settings that part reads, or 'full-path' when only the full path can, so no call of its
   * actions is ever batched.
   */
  batch: { part: string; settings?: Readonly<Record<string, unknown>> } | 'full-path';
  /** When the rule sends a call to the full path, in words ('always' for 'full-path'). */
  fullPathWhen: string;
}

/** A listener's declaration: the action is the listener's (a bet listener applies to bets). */
export type ListenerRule = Omit<BetRule, 'actions'>;

/** A part the batch's SQL applies and the actions it applies it to, as games_batch_parts() states them. */
export interface BatchPart {
  part: string;
  actions: readonly string[];
}

const PART_NAME = /^[a-z][a-z_]{0,62}$/;

/**
 * The declared list of one database's process. The seamless wallet's batches are derived from it:
 * a call goes to a batch only when the batch takes its action and no rule of that action needs the
 * full path, and the batch is told every declared part with its settings. At start-up the list is
 * compared with the parts the batch's SQL applies, both ways (checkBatchParts), so a rule declared
 * but not applied by the batch, or applied by the batch but declared by no one, stops the server.
 */
export class BetRules {
  private readonly rules: BetRule[] = [];
  /** The batch's parts and their actions, once the list was compared with them. */
  private implemented: ReadonlyMap<string, ReadonlySet<string>> | undefined;
  /** Per action, the batch's settings, or undefined for the full path; made again when the list changes. */
  private derived: Map<RuleAction, Readonly<Record<string, unknown>> | undefined> | undefined;

  /**
   * Adds a rule to the list; answers a function that takes it out again. Throws on a rule without
   * a batch behaviour, a part another rule names already, or (once start-up compared the list with
   * the batch) a part the batch does not apply to exactly these actions.
   */
  declare(rule: BetRule): () => void {
    const problem = shapeProblem(rule) ?? this.duplicateProblem(rule);
    if (problem) throw new Error(`bet and win rules: ${problem}`);
    if (this.implemented) {
      const mismatch = partProblem(rule, this.implemented);
      if (mismatch) throw new Error(`bet and win rules: ${mismatch}`);
    }
    this.rules.push(rule);
    this.derived = undefined;
    return () => {
      const at = this.rules.indexOf(rule);
      if (at >= 0) this.rules.splice(at, 1);
      this.derived = undefined;
    };
  }

  /**
   * Compares the list with the parts the batch applies (games_batch_parts()); throws naming every
   * difference. Until it has passed, every call goes the full path.
   */
  checkBatchParts(implemented: readonly BatchPart[]): void {
    const parts = new Map(implemented.map((p) => [p.part, new Set(p.actions)]));
    const problems = this.rules.flatMap((r) => partProblem(r, parts) ?? []);
    for (const part of parts.keys())
      if (!this.rules.some((r) => r.batch !== 'full-path' && r.batch.part === part))
        problems.push(
          `the batch applies its part '${part}', but no declared rule names it: declare the rule it applies ` +
            `(modules/bet-and-win-rules.ts), or take the part out of games/sql/fast-calls.sql`,
        );
    if (problems.length > 0)
      throw new Error(
        `The declared bet and win rules differ from the batch's parts (games_batch_parts()):\n- ${problems.join('\n- ')}`,
      );
    this.implemented = parts;
    this.derived = undefined;
  }

  /**
   * Throws unless a rule of this name is declared for the action: code that runs a rule of its own
   * (the sportsbook's placement) asks before each check, so a rule the list lost is not run silently.
   */
  requireDeclared(action: RuleAction, name: string): void {
    if (!this.rules.some((r) => r.name === name && r.actions.includes(action)))
      throw new Error(
        `bet and win rules: '${name}' runs on ${action} calls, but the list does not declare it ` +
          '(modules/bet-and-win-rules.ts)',
      );
  }

  /**
   * Compares the rules declared for an action with the rules the code that applies them runs, both
   * ways; throws naming every difference (a rule run but not declared, or declared but run by nothing).
   */
  checkRulesRun(action: RuleAction, run: readonly string[]): void {
    const declared = this.rules.filter((r) => r.actions.includes(action)).map((r) => r.name);
    const problems = [
      ...run.filter((name) => !declared.includes(name)).map((name) => `'${name}' runs, but is not declared`),
      ...declared
        .filter((name) => !run.includes(name))
        .map((name) => `'${name}' is declared, but nothing runs it`),
    ];
    if (problems.length > 0)
      throw new Error(
        `The declared bet and win rules differ from the rules ${action} calls run:\n- ${problems.join('\n- ')}`,
      );
  }

  /**
   * The settings of a batch for a call of this action (every declared part's, by part name), or
   * undefined when the call goes the full path: the batch does not take the action, a rule of it
   * needs the full path, or the list does not match the batch (not compared yet, or a part was
   * taken out since).
   */
  batchSettings(action: RuleAction): Readonly<Record<string, unknown>> | undefined {
    this.derived ??= this.derive();
    return this.derived.get(action);
  }

  private derive(): Map<RuleAction, Readonly<Record<string, unknown>> | undefined> {
    const derived = new Map<RuleAction, Readonly<Record<string, unknown>> | undefined>();
    const implemented = this.implemented;
    const settings: Record<string, unknown> = {};
    for (const r of this.rules) if (r.batch !== 'full-path') settings[r.batch.part] = r.batch.settings ?? {};
    if (!implemented || [...implemented.keys()].some((part) => !(part in settings))) return derived;
    Object.freeze(settings);
    for (const action of RULE_ACTIONS) {
      const taken = [...implemented.values()].some((actions) => actions.has(action));
      const fullPath = this.rules.some((r) => r.batch === 'full-path' && r.actions.includes(action));
      derived.set(action, taken && !fullPath ? settings : undefined);
    }
    return derived;
  }

  private duplicateProblem(rule: BetRule): string | undefined {
    const { batch } = rule;
    if (batch === 'full-path') return undefined;
    const other = this.rules.find((r) => r.batch !== 'full-path' && r.batch.part === batch.part);
    return other
      ? `'${rule.name}' names the batch's part '${batch.part}', which '${other.name}' names already: one rule per part`
      : undefined;
  }
}

/** What is wrong with a declaration's shape (checked at run time too: a cast or plain JavaScript gets past the types). */
function shapeProblem(rule: BetRule): string | undefined {
  if (typeof rule.name !== 'string' || rule.name.trim() === '') return 'a rule needs a name';
  const what = `'${rule.name}'`;
  if (
    !Array.isArray(rule.actions) ||
    rule.actions.length === 0 ||
    rule.actions.some((a) => !(RULE_ACTIONS as readonly string[]).includes(a))
  )
    return `${what} must name the calls it applies to (${RULE_ACTIONS.join(', ')})`;
  const { batch } = rule as { batch?: unknown };
  const isPart =
    typeof batch === 'object' &&
    batch !== null &&
    typeof (batch as { part?: unknown }).part === 'string' &&
    PART_NAME.test((batch as { part: string }).part);
  if (batch !== 'full-path' && !isPart)
    return (
      `${what} declares no batch behaviour: give it batch: { part, settings } (the part of games_fast_calls ` +
      `that applies it) or batch: 'full-path' (no call of its actions is batched)`
    );
  if (typeof rule.fullPathWhen !== 'string' || rule.fullPathWhen.trim() === '')
    return `${what} must say when it sends a call to the full path (fullPathWhen; 'always' for 'full-path')`;
  return undefined;
}

/** How a rule's part differs from the batch's, if it does. */
function partProblem(
  rule: BetRule,
  implemented: ReadonlyMap<string, ReadonlySet<string>>,
): string | undefined {
  const { batch } = rule;
  if (batch === 'full-path') return undefined;
  const actions = implemented.get(batch.part);
  if (!actions)
    return (
      `'${rule.name}' names the batch's part '${batch.part}', which games_fast_calls does not apply ` +
      `(it applies: ${[...implemented.keys()].join(', ') || 'none'}): write the part in games/sql/fast-calls.sql ` +
      `or declare the rule 'full-path'`
    );
  const same = actions.size === rule.actions.length && rule.actions.every((a) => actions.has(a));
  return same
    ? undefined
    : `'${rule.name}' applies to ${rule.actions.join(', ')}, but the batch's part '${batch.part}' to ${[...actions].join(', ')}`;
}

const lists = new WeakMap<Db, BetRules>();

/** The declared bet and win rules of this database's process (tests run several apps in one process). */
export function betRulesOf(db: Db): BetRules {
  let rules = lists.get(db);
  if (!rules) {
    rules = new BetRules();
    lists.set(db, rules);
  }
  return rules;
}
