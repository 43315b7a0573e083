import { DocumentOperatorError, documentsOf, type DocumentRow } from './documents.service.js';

export const DOCUMENTS_USAGE = `identity document commands:
  document:list [pending|verified|rejected|all]   the latest documents (pending by default) with their files
  document:verify <id>                            accept a document; the player becomes verified
  document:reject <id> <reason ...>               refuse a document with a reason the player will see`;

const STATES = ['pending', 'verified', 'rejected'] as const;

function describe(
  d: DocumentRow & { email?: string; verification_state?: string; location?: string },
): string {
  const parts = [
    `#${d.id}`,
    d.state.padEnd(8),
    `${d.document_type} (${d.format}, ${Math.ceil(d.size_bytes / 1024)} KiB)`,
    d.email ? `player ${d.user_id} <${d.email}>` : `player ${d.user_id}`,
    `uploaded ${new Date(d.created_at).toISOString()}`,
  ];
  if (d.verification_state) parts.push(`player is ${d.verification_state}`);
  if (d.reason) parts.push(`reason: ${d.reason}`);
  if (d.location) parts.push(`file ${d.location}`);
  return parts.join('  ');
}

function parseId(text: string | undefined): number {
  if (!text || !/^\d{1,15}$/.test(text))
    throw new DocumentOperatorError(`expected a document id, got "${text ?? ''}"\n${DOCUMENTS_USAGE}`);
  return Number(text);
}

/** The operator's identity document commands (`npm run ops -- document:...`). Answers false for other commands. */
export async function runDocumentsCommand(
  args: readonly string[],
  deps: Parameters<typeof documentsOf>[0],
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('document:')) return false;
  const service = documentsOf(deps);
  switch (command) {
    case 'document:list': {
      const wanted = rest[0] ?? 'pending';
      if (wanted !== 'all' && !(STATES as readonly string[]).includes(wanted)) {
        throw new DocumentOperatorError(`unknown state "${wanted}"\n${DOCUMENTS_USAGE}`);
      }
      const rows = await service.listForOperator(
        wanted === 'all' ? undefined : (wanted as (typeof STATES)[number]),
      );
      if (rows.length === 0) print(`no ${wanted === 'all' ? '' : `${wanted} `}documents`);
      for (const row of rows) print(describe(row));
      return true;
    }
    case 'document:verify': {
      const { document, verificationState, changed } = await service.verify(parseId(rest[0]));
      print(
        `${changed ? 'verified' : 'already verified, nothing changed'}: ${describe(document)}; player is now ${verificationState}`,
      );
      return true;
    }
    case 'document:reject': {
      const id = parseId(rest[0]);
      const reason = rest.slice(1).join(' ');
      if (!reason.trim())
        throw new DocumentOperatorError(`document:reject needs <id> <reason>\n${DOCUMENTS_USAGE}`);
      const { document, verificationState, changed } = await service.reject(id, reason);
      print(
        `${changed ? 'rejected' : 'already rejected, nothing changed'}: ${describe(document)}; player is now ${verificationState}`,
      );
      return true;
    }
    default:
      throw new DocumentOperatorError(`unknown command ${command}\n${DOCUMENTS_USAGE}`);
  }
}
