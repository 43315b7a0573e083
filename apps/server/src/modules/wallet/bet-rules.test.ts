import { describe, expect, it } from 'vitest';
import { BetRules, type BatchPart, type BetRule } from './bet-rules.js';

const BATCH: BatchPart[] = [
  { part: 'session', actions: ['bet', 'win'] },
  { part: 'loyalty', actions: ['bet'] },
];

const session: BetRule = {
  name: 'a live session',
  actions: ['bet', 'win'],
  batch: { part: 'session' },
  fullPathWhen: 'there is none',
};
const loyalty: BetRule = {
  name: 'status points',
  actions: ['bet'],
  batch: { part: 'loyalty', settings: { stake_per_point: 1000 } },
  fullPathWhen: 'a station is reached',
};

/** A list holding the two rules the batch above applies, compared with it. */
function matchingList(): BetRules {
  const rules = new BetRules();
  rules.declare(session);
  rules.declare(loyalty);
  rules.checkBatchParts(BATCH);
  return rules;
}

describe('the declared bet and win rules', () => {
  it('refuse a rule without a batch behaviour, a name, actions or a stated full-path condition', () => {
    const rules = new BetRules();
    const without = (change: Partial<Record<keyof BetRule, unknown>>) => () =>
      rules.declare({ ...loyalty, ...change } as BetRule);
    expect(without({ batch: undefined })).toThrow(/'status points' declares no batch behaviour/);
    expect(without({ batch: { settings: {} } })).toThrow(/declares no batch behaviour/);
    expect(without({ batch: 'skip' })).toThrow(/declares no batch behaviour/);
    expect(without({ batch: { part: 'Loyalty Points' } })).toThrow(/declares no batch behaviour/);
    expect(without({ name: ' ' })).toThrow(/needs a name/);
    expect(without({ actions: [] })).toThrow(/must name the calls it applies to/);
    expect(without({ actions: ['deposit'] })).toThrow(/must name the calls it applies to/);
    expect(without({ fullPathWhen: '' })).toThrow(/must say when it sends a call to the full path/);
  });

  it('refuse a second rule for the same part', () => {
    const rules = new BetRules();
    rules.declare(loyalty);
    expect(() => rules.declare({ ...loyalty, name: 'status points again' })).toThrow(
      /'status points again' names the batch's part 'loyalty', which 'status points' names already/,
    );
  });

  it('refuse to match a batch that lacks a declared part, applies an undeclared one, or other actions', () => {
    const unknown = new BetRules();
    unknown.declare(session);
    unknown.declare(loyalty);
    unknown.declare({
      name: 'loss limits',
      actions: ['bet'],
      batch: { part: 'loss_limits' },
      fullPathWhen: 'x',
    });
    expect(() => unknown.checkBatchParts(BATCH)).toThrow(
      /'loss limits' names the batch's part 'loss_limits', which games_fast_calls does not apply \(it applies: session, loyalty\)/,
    );

    const missing = new BetRules();
    missing.declare(session);
    expect(() => missing.checkBatchParts(BATCH)).toThrow(
      /the batch applies its part 'loyalty', but no declared rule names it/,
    );

    const otherActions = new BetRules();
    otherActions.declare(session);
    otherActions.declare({ ...loyalty, actions: ['bet', 'win'] });
    expect(() => otherActions.checkBatchParts(BATCH)).toThrow(
      /'status points' applies to bet, win, but the batch's part 'loyalty' to bet/,
    );
    // Until a comparison passes, nothing is batched.
    for (const list of [unknown, missing, otherActions]) expect(list.batchSettings('bet')).toBeUndefined();
  });

  it('tell a batch every declared part, and nothing before the list matches the batch', () => {
    const rules = new BetRules();
    rules.declare(session);
    rules.declare(loyalty);
    expect(rules.batchSettings('bet')).toBeUndefined();
    rules.checkBatchParts(BATCH);
    const settings = { session: {}, loyalty: { stake_per_point: 1000 } };
    expect(rules.batchSettings('bet')).toEqual(settings);
    expect(rules.batchSettings('win')).toEqual(settings);
    // The batch takes no rollback.
    expect(rules.batchSettings('rollback')).toBeUndefined();
  });

  it('send every call of an action a full-path rule applies to the full path, while it is declared', () => {
    const rules = matchingList();
    const undeclare = rules.declare({
      name: 'self-exclusion',
      actions: ['bet'],
      batch: 'full-path',
      fullPathWhen: 'always',
    });
    expect(rules.batchSettings('bet')).toBeUndefined();
    expect(rules.batchSettings('win')).toBeDefined();
    undeclare();
    expect(rules.batchSettings('bet')).toBeDefined();
  });

  it('check a rule declared after start-up against the batch at once', () => {
    const rules = matchingList();
    expect(() =>
      rules.declare({
        name: 'sports stakes',
        actions: ['bet'],
        batch: { part: 'sports' },
        fullPathWhen: 'x',
      }),
    ).toThrow(/which games_fast_calls does not apply/);
    expect(rules.batchSettings('bet')).toBeDefined();
  });

  it('batch nothing once a part the batch applies is no longer declared', () => {
    const rules = new BetRules();
    rules.declare(session);
    const undeclare = rules.declare(loyalty);
    rules.checkBatchParts(BATCH);
    undeclare();
    expect(rules.batchSettings('bet')).toBeUndefined();
    expect(rules.batchSettings('win')).toBeUndefined();
  });

  it("keep a sports bet's full-path rules to sports bets: casino calls are batched as before", () => {
    const rules = matchingList();
    const before = { bet: rules.batchSettings('bet'), win: rules.batchSettings('win') };
    rules.declare({
      name: 'maximum payout',
      actions: ['sports_bet'],
      batch: 'full-path',
      fullPathWhen: 'always',
    });
    expect(rules.batchSettings('sports_bet')).toBeUndefined();
    expect(rules.batchSettings('bet')).toEqual(before.bet);
    expect(rules.batchSettings('win')).toEqual(before.win);
    // A sports rule cannot claim a part of the casino's batch.
    expect(() =>
      rules.declare({ name: 'odds', actions: ['sports_bet'], batch: { part: 'session' }, fullPathWhen: 'x' }),
    ).toThrow(/names the batch's part 'session', which 'a live session' names already/);
  });

  it('refuse to run a rule the list does not declare for its calls', () => {
    const rules = matchingList();
    const undeclare = rules.declare({
      name: 'maximum payout',
      actions: ['sports_bet'],
      batch: 'full-path',
      fullPathWhen: 'always',
    });
    expect(() => rules.requireDeclared('sports_bet', 'maximum payout')).not.toThrow();
    // Declared for other calls only, or not at all.
    expect(() => rules.requireDeclared('sports_bet', 'status points')).toThrow(
      /'status points' runs on sports_bet calls, but the list does not declare it/,
    );
    undeclare();
    expect(() => rules.requireDeclared('sports_bet', 'maximum payout')).toThrow(/does not declare it/);
  });

  it('compare the rules declared for a call with the rules its code runs, both ways', () => {
    const rules = new BetRules();
    for (const name of ['market open', 'maximum payout'])
      rules.declare({ name, actions: ['sports_bet'], batch: 'full-path', fullPathWhen: 'always' });
    expect(() => rules.checkRulesRun('sports_bet', ['maximum payout', 'market open'])).not.toThrow();
    expect(() => rules.checkRulesRun('sports_bet', ['market open', 'stake factor'])).toThrow(
      /'stake factor' runs, but is not declared\n- 'maximum payout' is declared, but nothing runs it/,
    );
  });
});
