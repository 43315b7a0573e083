import { BitcoinMark, EthereumMark, TronMark, UsdtMark } from '@casino/ui/crypto-marks';

/** The accepted currencies shown in the footer. */
export const PAYMENT_LOGOS = [
  { name: 'Tether USDT', Mark: UsdtMark },
  { name: 'TRON', Mark: TronMark },
  { name: 'Ethereum', Mark: EthereumMark },
  { name: 'Bitcoin', Mark: BitcoinMark },
] as const;
