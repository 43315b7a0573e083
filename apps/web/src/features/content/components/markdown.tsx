import { childTokens, decodeEntities, lexMarkdown, type Token, type Tokens } from '@casino/contract/markdown';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { linkTarget } from '../lib/link-target';
import styles from './markdown.module.css';

/**
 * Renders the pages' markdown, read as CommonMark by the same function the server reads it with
 * (lexMarkdown), as React elements. There is no HTML injection anywhere: text is escaped by React
 * and raw HTML in a page is shown as the text it is; links inside the app go through the router,
 * web links open in a new tab without access to this page, and other link schemes are not links.
 * marked is only in the pages' chunk: the lobby's first download does not carry it.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const tokens = useMemo(() => lexMarkdown(source), [source]);
  return <div className={[styles.markdown, className].filter(Boolean).join(' ')}>{blocks(tokens)}</div>;
}

function blocks(tokens: readonly Token[]): ReactNode {
  return tokens.map((token, index) => <Fragment key={index}>{block(token)}</Fragment>);
}

function block(token: Token): ReactNode {
  switch (token.type) {
    case 'heading': {
      // Pages put their sections at level 2; anything inside a section sits below it.
      const Tag = `h${Math.min(6, Math.max(3, token.depth))}` as 'h3' | 'h4' | 'h5' | 'h6';
      return <Tag>{inline(childTokens(token.tokens))}</Tag>;
    }
    case 'paragraph':
      return <p>{inline(childTokens(token.tokens))}</p>;
    case 'text':
      // The text of a tight list item.
      return token.tokens ? inline(childTokens(token.tokens)) : decodeEntities(token.text);
    case 'blockquote':
      return <blockquote>{blocks(childTokens(token.tokens))}</blockquote>;
    case 'code':
      return (
        <pre className={styles.code}>
          <code>{token.text}</code>
        </pre>
      );
    case 'hr':
      return <hr />;
    case 'list':
      return list(token);
    case 'table':
      return table(token);
    case 'html':
      // Raw HTML is not rendered: it reads as what was written.
      return <p>{token.text}</p>;
    default:
      // space, def (a link's definition, already applied to its links).
      return null;
  }
}

function list(token: Tokens.List): ReactNode {
  const items = token.items.map((item, index) => (
    <li key={index}>
      {item.task && <input type="checkbox" checked={item.checked ?? false} disabled aria-hidden="true" />}
      {blocks(childTokens(item.tokens).filter((child) => child.type !== 'checkbox'))}
    </li>
  ));
  if (!token.ordered) return <ul>{items}</ul>;
  const start = typeof token.start === 'number' ? token.start : 1;
  return <ol start={start === 1 ? undefined : start}>{items}</ol>;
}

function table(token: Tokens.Table): ReactNode {
  const align = (c: number) => token.align[c] ?? undefined;
  return (
    // A wide table scrolls inside its frame on a phone instead of widening the page.
    <div
      className={styles.tableFrame}
      tabIndex={0}
      role="region"
      aria-label={plainText(childTokens(token.header[0]?.tokens))}
    >
      <table>
        <thead>
          <tr>
            {token.header.map((cell, c) => (
              <th key={c} scope="col" style={{ textAlign: align(c) }}>
                {inline(childTokens(cell.tokens))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {token.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" style={{ textAlign: align(c) }}>
                    {inline(childTokens(cell.tokens))}
                  </th>
                ) : (
                  <td key={c} style={{ textAlign: align(c) }}>
                    {inline(childTokens(cell.tokens))}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function inline(tokens: readonly Token[]): ReactNode {
  return tokens.map((token, index) => <Fragment key={index}>{inlineToken(token)}</Fragment>);
}

function inlineToken(token: Token): ReactNode {
  switch (token.type) {
    case 'text':
      return token.tokens ? inline(childTokens(token.tokens)) : decodeEntities(token.text);
    case 'escape':
    case 'html':
      return token.text;
    case 'strong':
      return <strong>{inline(childTokens(token.tokens))}</strong>;
    case 'em':
      return <em>{inline(childTokens(token.tokens))}</em>;
    case 'del':
      return <del>{inline(childTokens(token.tokens))}</del>;
    case 'codespan':
      return <code>{token.text}</code>;
    case 'br':
      return <br />;
    case 'image':
      // Pages show no images (nor fetch any): the picture's description stands in its place.
      return token.text;
    case 'link':
      return link(token);
    default:
      return null;
  }
}

function link(token: Tokens.Link): ReactNode {
  const target = linkTarget(token.href);
  const children = inline(childTokens(token.tokens));
  const title = token.title ?? undefined;
  switch (target.kind) {
    case 'route':
      return (
        <Link to={target.to} title={title}>
          {children}
        </Link>
      );
    case 'anchor':
      return (
        <Link to={{ hash: target.id }} title={title}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <a href={target.href} title={title} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    case 'mail':
      return (
        <a href={target.href} title={title}>
          {children}
        </a>
      );
    case 'none':
      return children;
  }
}

/** The words of inline tokens (a table's accessible name). */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) =>
      'tokens' in token && token.tokens
        ? plainText(childTokens(token.tokens))
        : 'text' in token
          ? decodeEntities(token.text)
          : '',
    )
    .join('');
}
