#!/usr/bin/env node
/*
 * Recomputes any Royal Originals round from the game's published maths and the round's seeds,
 * without our code: one file, nothing but Node.js (its crypto module, and fetch to read a
 * document by its address).
 *
 *   node verify.mjs <math document: file or URL> <server seed> <client seed> <nonce>
 *                   [--stake <cents>] [--bet '<bet JSON>'] [--decisions hit,stand,...]
 *
 * The math document is GET {studio}/api/games/<game>/math (linked from every paytable and the
 * verify page; /api/math/<hash> serves the exact one a round recorded). It prints the SHA-256
 * of the server seed (compare it with the hash shown before you played), the document's hash
 * (compare it with the round's), the outcome, and the win: a slot's win for --stake (default
 * its smallest stake), a table's for --bet (the bet as the game sent it, e.g. '{"chips":[{"spot":
 * "red","amount":100}]}'), blackjack's for --stake with the round's --decisions in order.
 *
 * Everything below follows the document's words ("generator", "draws", "rules"); where this
 * file and the document disagree, the document is what we answer for.
 */
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/* ---------- the generator (document: generator) ---------- */

/** int(n) draws of the round's one stream: HMAC-SHA256 blocks read as big-endian words, rejection sampling. */
export function fairRng(serverSeed, clientSeed, nonce) {
  let cursor = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const nextWord = () => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
        .update(Buffer.from(`${clientSeed}:${nonce}:${cursor}`, 'utf8'))
        .digest();
      cursor += 1;
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  };
  return {
    int(n) {
      if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`int(${n})`);
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % n;
      }
    },
  };
}

export const sha256Hex = (text) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

/** JSON with keys sorted at every level: the text the document's hash is taken over. */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The document's hash: SHA-256 of its canonical JSON, without the `hash` field it is served with. */
export function documentHash(doc) {
  const { hash: _served, ...body } = doc;
  return sha256Hex(canonicalJson(body));
}

/* ---------- slots (document: rules of model "slot") ---------- */

/** pays_coins, awards and retrigger tables: a count takes the value of the largest key at or below it. */
function bracket(table, count) {
  let value = 0;
  let best = -1;
  for (const [key, v] of Object.entries(table ?? {})) {
    const k = Number(key);
    if (k <= count && k > best) {
      best = k;
      value = v;
    }
  }
  return value;
}

function pickWeighted(rng, table) {
  const total = table.reduce((sum, entry) => sum + entry.weight, 0);
  const x = rng.int(total);
  let running = 0;
  for (const entry of table) {
    running += entry.weight;
    if (x < running) return entry.value;
  }
  return table[table.length - 1].value;
}

function slotRound(rules, rng) {
  const { reels, rows } = rules;
  const symbols = new Map(rules.symbols.map((s) => [s.id, s]));
  const kind = (id) => symbols.get(id)?.kind;
  const isWild = (id) => kind(id) === 'wild';
  const isPaying = (id) => kind(id) === 'low' || kind(id) === 'high';
  const pay = (id, count) => bracket(symbols.get(id)?.pays_coins, count);
  const factorOf = (id) => symbols.get(id)?.multiplier ?? 1;
  const payingWild = rules.symbols.find((s) => s.kind === 'wild' && Object.keys(s.pays_coins).length > 0)?.id;
  const scatter = rules.symbols.find((s) => s.kind === 'scatter')?.id;
  const free = rules.free_spins;
  const cap = rules.cap_coins;

  const lineWin = (grid, line) => {
    const at = (reel) => grid[reel][line[reel]];
    let run = 0;
    let runFactor = 1;
    while (run < reels && isWild(at(run))) {
      runFactor *= factorOf(at(run));
      run += 1;
    }
    let best = { coins: 0 };
    if (run > 0 && payingWild) {
      const coins = pay(payingWild, run) * runFactor;
      if (coins > 0) best = { coins, symbol: payingWild, count: run };
    }
    let target;
    let count = run;
    let factor = runFactor;
    if (run === reels) target = rules.all_wilds_pay_as;
    else if (isPaying(at(run))) {
      target = at(run);
      count = run + 1;
      while (count < reels && (at(count) === target || isWild(at(count)))) {
        if (isWild(at(count))) factor *= factorOf(at(count));
        count += 1;
      }
    }
    if (target !== undefined) {
      const coins = pay(target, count) * factor;
      if (coins > 0 && coins >= best.coins) best = { coins, symbol: target, count };
    }
    return best.coins;
  };

  const waysWin = (grid) => {
    let total = 0;
    for (const symbol of rules.symbols) {
      if (!isPaying(symbol.id)) continue;
      let ways = 1;
      let length = 0;
      while (length < reels) {
        const shown = grid[length].filter((id) => id === symbol.id || isWild(id)).length;
        if (shown === 0) break;
        ways *= shown;
        length += 1;
      }
      total += pay(symbol.id, length) * ways;
    }
    return total;
  };

  const countScatters = (grid) => (scatter ? grid.flat().filter((id) => id === scatter).length : 0);

  const spin = (isFree, budget) => {
    const strips = isFree ? (rules.strips.free ?? rules.strips.base) : rules.strips.base;
    const stops = strips.map((strip) => rng.int(strip.length));
    const table = rules.spin_multipliers?.[isFree ? 'free' : 'base'];
    const multiplier = (table ? pickWeighted(rng, table) : 1) * (isFree ? free.multiplier : 1);
    const grid = strips.map((strip, r) =>
      Array.from({ length: rows }, (_, k) => strip[(stops[r] + k) % strip.length]),
    );
    let coins = 0;
    const grids = [grid.map((column) => [...column])];
    if (rules.mechanic === 'cluster') {
      const ladder = isFree && free.ladder ? free.ladder : rules.cascade.ladder;
      const tops = [...stops];
      for (let step = 0; ; step++) {
        const counts = new Map();
        for (const id of grid.flat()) counts.set(id, (counts.get(id) ?? 0) + 1);
        const winning = new Set();
        let paid = 0;
        for (const [id, n] of counts) {
          const coinsOf = isPaying(id) && n >= rules.cascade.min_count ? pay(id, n) : 0;
          if (coinsOf > 0) {
            winning.add(id);
            paid += coinsOf;
          }
        }
        const stepCoins = paid * ladder[Math.min(step, ladder.length - 1)] * multiplier;
        if (stepCoins === 0) break;
        coins += stepCoins;
        if (coins >= budget) break;
        for (let r = 0; r < reels; r++) {
          const kept = grid[r].filter((id) => !winning.has(id));
          const dropped = rows - kept.length;
          if (dropped === 0) continue;
          const strip = strips[r];
          tops[r] = (((tops[r] - dropped) % strip.length) + strip.length) % strip.length;
          const fresh = Array.from({ length: dropped }, (_, k) => strip[(tops[r] + k) % strip.length]);
          grid[r] = [...fresh, ...kept];
        }
        grids.push(grid.map((column) => [...column]));
      }
    } else {
      const raw =
        (rules.mechanic === 'lines'
          ? rules.paylines.reduce((sum, line) => sum + lineWin(grid, line), 0)
          : waysWin(grid)) + (scatter ? pay(scatter, countScatters(grid)) : 0);
      coins = raw * multiplier;
    }
    const scatters = countScatters(grid);
    const awarded = isFree ? bracket(free?.retrigger, scatters) : bracket(free?.awards, scatters);
    return { free: isFree, stops, multiplier, grid: grids[grids.length - 1], coins, awarded };
  };

  const spins = [spin(false, cap)];
  let total = spins[0].coins;
  let pending = spins[0].awarded;
  while (pending > 0 && total < cap) {
    pending -= 1;
    const next = spin(true, cap - total);
    spins.push(next);
    total += next.coins;
    pending += next.awarded;
  }
  const coins = Math.min(total, cap);
  return { spins, coins, capped: total >= cap, multiple: coins / rules.bet_coins };
}

/* ---------- the shoe (document: rules.shoe) ---------- */

function shoe(rng, decks) {
  const positions = Array.from({ length: decks * 52 }, (_, p) => p % 52);
  let k = 0;
  return () => {
    const j = k + rng.int(positions.length - k);
    [positions[k], positions[j]] = [positions[j], positions[k]];
    k += 1;
    return positions[k - 1];
  };
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const cardText = (code) => `${RANKS[code % 13]}${'SHDC'[Math.floor(code / 13)]}`;

/* ---------- roulette, baccarat, blackjack ---------- */

function roulette(rules, rng, bet) {
  const number = rng.int(rules.pockets);
  const spots = new Map(rules.spots.map((s) => [s.spot, s.numbers]));
  const bets = (bet?.chips ?? []).map(({ spot, amount }) => {
    const numbers = spots.get(spot);
    if (!numbers) throw new Error(`no spot ${spot}`);
    return { spot, amount, win: numbers.includes(number) ? (amount * 36) / numbers.length : 0 };
  });
  const color = number === 0 ? 'green' : rules.red.includes(number) ? 'red' : 'black';
  return { outcome: { number, color }, bets, win: bets.reduce((sum, b) => sum + b.win, 0) };
}

function baccarat(rules, rng, bet) {
  const next = shoe(rng, rules.shoe.decks);
  const value = (code) => (code % 13 < 9 ? (code % 13) + 1 : 0);
  const total = (cards) => cards.reduce((sum, c) => sum + value(c), 0) % 10;
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  if (total(player) < 8 && total(banker) < 8) {
    let third = null;
    if (total(player) <= 5) {
      const card = next();
      player.push(card);
      third = value(card);
    }
    const b = total(banker);
    const draws =
      third === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && third !== 8) ||
          (b === 4 && third >= 2 && third <= 7) ||
          (b === 5 && third >= 4 && third <= 7) ||
          (b === 6 && (third === 6 || third === 7));
    if (draws) banker.push(next());
  }
  const [p, b] = [total(player), total(banker)];
  const winner = p > b ? 'player' : b > p ? 'banker' : 'tie';
  const pair = (cards) => cards[0] % 13 === cards[1] % 13;
  const outcome = {
    player: player.map(cardText),
    banker: banker.map(cardText),
    player_total: p,
    banker_total: b,
    winner,
    player_pair: pair(player),
    banker_pair: pair(banker),
  };
  const wins = {
    player: winner === 'player',
    banker: winner === 'banker',
    tie: winner === 'tie',
    player_pair: outcome.player_pair,
    banker_pair: outcome.banker_pair,
  };
  const bets = (bet?.chips ?? []).map(({ spot, amount }) => {
    const returned = winner === 'tie' && (spot === 'player' || spot === 'banker');
    const win = returned ? amount : wins[spot] ? (amount * rules.return_per_20_cents[spot]) / 20 : 0;
    return { spot, amount, win };
  });
  return { outcome, bets, win: bets.reduce((sum, x) => sum + x.win, 0) };
}

function blackjack(rules, rng, stake, decisions) {
  const next = shoe(rng, rules.shoe.decks);
  const cards = [];
  const take = () => {
    const card = next();
    cards.push(card);
    return card;
  };
  const value = (code) => Math.min((code % 13) + 1, 10);
  const totalOf = (hand) => {
    const hard = hand.reduce((sum, c) => sum + value(c), 0);
    return hand.some((c) => value(c) === 1) && hard <= 11 ? hard + 10 : hard;
  };
  const natural = (hand) => hand.length === 2 && totalOf(hand) === 21;
  const first = take();
  const up = take();
  const second = take();
  const hole = take();
  const dealer = [up, hole];
  const hands = [{ cards: [first, second], stake, status: 'playing', win: 0 }];
  let active = 0;
  const done = (hand) => {
    const t = totalOf(hand.cards);
    if (t > 21) hand.status = 'bust';
    else if (t === 21) hand.status = 'stood';
  };
  if (natural(dealer) || natural(hands[0].cards)) {
    const hand = hands[0];
    if (natural(dealer) && natural(hand.cards)) Object.assign(hand, { status: 'push', win: stake });
    else if (natural(dealer)) Object.assign(hand, { status: 'lost', win: 0 });
    else Object.assign(hand, { status: 'blackjack', win: (stake * 5) / 2 });
    active = -1;
  }
  for (const decision of decisions) {
    const hand = hands[active];
    if (!hand) throw new Error(`decision "${decision}" after the round ended`);
    const pairOk =
      hands.length === 1 && hand.cards.length === 2 && value(hand.cards[0]) === value(hand.cards[1]);
    if (decision === 'hit') {
      hand.cards.push(take());
      done(hand);
    } else if (decision === 'stand') hand.status = 'stood';
    else if (decision === 'double' && hand.cards.length === 2) {
      hand.stake *= 2;
      hand.cards.push(take());
      hand.status = totalOf(hand.cards) > 21 ? 'bust' : 'stood';
    } else if (decision === 'split' && pairOk) {
      const [a, b] = hand.cards;
      hand.cards = [a, take()];
      const other = { cards: [b, take()], stake: hand.stake, status: 'playing', win: 0 };
      hands.push(other);
      if (value(a) === 1) hand.status = other.status = 'stood';
      else {
        done(hand);
        done(other);
      }
    } else throw new Error(`decision "${decision}" is not allowed here`);
    while (active < hands.length && hands[active].status !== 'playing') active += 1;
    if (active >= hands.length) {
      if (hands.some((h) => h.status === 'stood')) while (totalOf(dealer) < 17) dealer.push(take());
      const d = totalOf(dealer);
      for (const h of hands) {
        if (h.status === 'bust') continue;
        const p = totalOf(h.cards);
        if (d > 21 || p > d) Object.assign(h, { status: 'won', win: h.stake * 2 });
        else if (p === d) Object.assign(h, { status: 'push', win: h.stake });
        else Object.assign(h, { status: 'lost', win: 0 });
      }
      active = -1;
    }
  }
  return {
    outcome: {
      cards: cards.map(cardText),
      dealer: active === -1 ? dealer.map(cardText) : [cardText(up)],
      hands: hands.map((h) => ({
        cards: h.cards.map(cardText),
        total: totalOf(h.cards),
        stake: h.stake,
        status: h.status,
        win: h.win,
      })),
      finished: active === -1,
    },
    win: hands.reduce((sum, h) => sum + h.win, 0),
  };
}

/**
 * One round recomputed: `outcome` (what was drawn), `win` in cents for the stake or bet given
 * (slots: `multiple` too, the win as a multiple of the stake).
 */
export function verifyRound(doc, { serverSeed, clientSeed, nonce, stake, bet, decisions = [] }) {
  const rng = fairRng(serverSeed, clientSeed, nonce);
  const { rules } = doc;
  switch (doc.model) {
    case 'slot': {
      const round = slotRound(rules, rng);
      const cents = stake ?? rules.stakes_cents[0];
      return {
        outcome: {
          spins: round.spins.map(({ free, stops, multiplier, grid, coins, awarded }) => ({
            free,
            stops,
            multiplier,
            grid,
            coins,
            free_spins_awarded: awarded,
          })),
          coins: round.coins,
          capped: round.capped,
        },
        multiple: round.multiple,
        win: (round.coins * cents) / rules.bet_coins,
      };
    }
    case 'roulette':
      return roulette(rules, rng, bet);
    case 'baccarat':
      return baccarat(rules, rng, bet);
    case 'blackjack':
      return blackjack(rules, rng, stake ?? rules.stakes_cents[0], decisions);
    default:
      throw new Error(`unknown model ${doc.model}`);
  }
}

/* ---------- the command ---------- */

async function main(argv) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) options[argv[i].slice(2)] = argv[++i];
    else positional.push(argv[i]);
  }
  const [source, serverSeed, clientSeed, nonceText] = positional;
  if (!source || !serverSeed || clientSeed === undefined || !/^\d+$/.test(nonceText ?? '')) {
    console.error(
      'usage: node verify.mjs <math document file or URL> <server seed> <client seed> <nonce> [--stake <cents>] [--bet <JSON>] [--decisions hit,stand,...]',
    );
    process.exit(2);
  }
  const text = /^https?:\/\//.test(source)
    ? await (await fetch(source)).text()
    : readFileSync(source, 'utf8');
  const doc = JSON.parse(text);
  const hash = documentHash(doc);
  const result = verifyRound(doc, {
    serverSeed,
    clientSeed,
    nonce: Number(nonceText),
    stake: options.stake === undefined ? undefined : Number(options.stake),
    bet: options.bet === undefined ? undefined : JSON.parse(options.bet),
    decisions: options.decisions ? options.decisions.split(',').filter(Boolean) : [],
  });
  console.log(`game:             ${doc.game} (maths version ${doc.version})`);
  console.log(
    `math hash:        ${hash}${doc.hash === undefined ? '' : doc.hash === hash ? ' (matches the document)' : ' (DOES NOT match the document)'}`,
  );
  console.log(`server seed hash: ${sha256Hex(serverSeed)}`);
  console.log(`client seed:      ${clientSeed}`);
  console.log(`nonce:            ${nonceText}`);
  console.log(JSON.stringify(result, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
