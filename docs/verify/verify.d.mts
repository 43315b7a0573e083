/** Types of verify.mjs for the tests that run it against the studio. */
export interface VerifyInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  stake?: number;
  bet?: unknown;
  decisions?: readonly string[];
}
export interface VerifyOutput {
  outcome: Record<string, unknown>;
  win: number;
  multiple?: number;
  bets?: Array<{ spot: string; amount: number; win: number }>;
}
export function fairRng(serverSeed: string, clientSeed: string, nonce: number): { int(n: number): number };
export function sha256Hex(text: string): string;
export function canonicalJson(value: unknown): string;
export function documentHash(doc: Record<string, unknown>): string;
export function verifyRound(doc: unknown, input: VerifyInput): VerifyOutput;
