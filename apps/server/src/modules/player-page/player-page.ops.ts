import { centsToUsd } from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { AppError } from '../../platform/http/errors.js';
import { translate } from '../../platform/i18n/translate.js';
import { operatorActor } from '../audit/audit.service.js';
import { walletOf } from '../wallet/wallet.service.js';
import * as repo from './player-page.repository.js';
import { restrictPlayer } from './player-page.service.js';

export const PLAYER_USAGE = `player commands:
  player:show <player id>                         status (with its reason), verification, balances, labels
  player:block <player id> <reason ...>           block at once: no sign-in, play or deposit, every device signed out
  player:suspend <player id> <reason ...>         suspend at once: signs in and withdraws, neither plays nor deposits
  (lifting a restriction and balance adjustments need a second person: the back office's player page)`;

/** A mistake in an operator's command: printed as is, nothing changed; `npm run ops` exits with 2. */
export class PlayerCommandError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'PlayerCommandError';
  }
}

const MAX_REASON = 1000;

function parsePlayerId(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,14}$/.test(text))
    throw new PlayerCommandError(`expected a player id, got "${text ?? ''}"`);
  return Number(text);
}

/**
 * The operator's player commands (`npm run ops -- player:...`): the same service as the console's
 * block and suspend, audited as the operator. Answers false for other commands.
 */
export async function runPlayerCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('player:')) return false;
  const userId = parsePlayerId(rest[0]);
  switch (command) {
    case 'player:show': {
      const player = await repo.findPlayer(deps.db, userId);
      if (!player) throw new PlayerCommandError(`no player ${userId}`);
      const balances = await walletOf(deps).getBalances(userId);
      const held = await repo.heldCents(deps.db, userId);
      print(
        `player ${userId} (${player.nickname || 'no nickname'}): ${player.status}${player.status_reason ? ` ("${player.status_reason}")` : ''}, ${player.verification_state}`,
      );
      print(
        `  cash ${centsToUsd(balances.cashCents).toFixed(2)} USD, bonus ${centsToUsd(balances.bonusCents).toFixed(2)} USD, held ${centsToUsd(held).toFixed(2)} USD`,
      );
      const labels = await repo.labelsOf(deps.db, userId);
      print(`  labels: ${labels.length > 0 ? labels.join(', ') : 'none'}`);
      return true;
    }
    case 'player:block':
    case 'player:suspend': {
      const reason = rest.slice(1).join(' ').trim();
      if (!reason)
        throw new PlayerCommandError(
          `${command} needs a reason: it is kept with the status and in the audit log`,
        );
      if (reason.length > MAX_REASON)
        throw new PlayerCommandError(`the reason is longer than ${MAX_REASON} characters`);
      const status = command === 'player:block' ? 'blocked' : 'suspended';
      try {
        await restrictPlayer(deps, userId, status, reason, operatorActor());
      } catch (err) {
        if (err instanceof AppError && err.status < 500 && 'detail' in err.body)
          throw new PlayerCommandError(
            `refused: ${translate(err.body.detail.key, 'en', err.body.detail.params)}`,
          );
        throw err;
      }
      print(`player ${userId}: ${status} ("${reason}")`);
      return true;
    }
    default:
      throw new PlayerCommandError(`unknown command ${command}\n${PLAYER_USAGE}`);
  }
}
