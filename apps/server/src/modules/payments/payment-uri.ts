import type { Chain } from './addresses.js';
import { divCeil, formatUnits, pow10 } from './decimal.js';
import { TOKEN_SCALE } from './quote.js';

export interface UriToken {
  chain: Chain;
  contractAddress: string;
  /** The token contract's decimals (6 for USDT on both chains). */
  decimals: number;
}

/**
 * The payment URI the deposit QR code encodes, so a wallet app fills in token, address and
 * amount. Ethereum: ERC-681 `ethereum:<token>@1/transfer?address=<to>&uint256=<base units>`.
 * TRON has no standard; we use the form TronLink and most TRON wallets read:
 * `tron:<to>?amount=<decimal amount>&token=<TRC-20 contract>`.
 */
export function paymentUri(token: UriToken, address: string, tokenUnits: bigint): string {
  if (token.chain === 'ethereum') {
    const baseUnits =
      token.decimals >= TOKEN_SCALE
        ? tokenUnits * pow10(token.decimals - TOKEN_SCALE)
        : divCeil(tokenUnits, pow10(TOKEN_SCALE - token.decimals));
    return `ethereum:${token.contractAddress}@1/transfer?address=${address}&uint256=${baseUnits.toString()}`;
  }
  return `tron:${address}?amount=${formatUnits(tokenUnits, TOKEN_SCALE)}&token=${token.contractAddress}`;
}
