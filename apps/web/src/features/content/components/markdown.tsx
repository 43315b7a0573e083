import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { linkTarget, parseMarkdown, type Block, type Inline } from '../lib/parse-markdown';
import styles from './markdown.module.css';

/**
 * Renders the pages' markdown (see parse-markdown) as React elements. There is no HTML
 * injection anywhere: text is escaped by React, links inside the app go through the router, web
 * links open in a new tab without access to this page, and other link schemes are not links.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className={[styles.markdown, className].filter(Boolean).join(' ')}>
      {blocks.map((block, index) => (
        <Fragment key={index}>{renderBlock(block)}</Fragment>
      ))}
    </div>
  );
}

function renderBlock(block: Block): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Tag = `h${block.level}` as const;
      return <Tag>{renderInline(block.children)}</Tag>;
    }
    case 'paragraph':
      return <p>{renderInline(block.children)}</p>;
    case 'quote':
      return <blockquote>{renderInline(block.children)}</blockquote>;
    case 'rule':
      return <hr />;
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{renderInline(item)}</li>);
      return block.ordered ? (
        <ol start={block.start === 1 ? undefined : block.start}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      );
    }
    case 'table':
      return (
        // A wide table scrolls inside its frame on a phone instead of widening the page.
        <div
          className={styles.tableFrame}
          tabIndex={0}
          role="region"
          aria-label={plainText(block.head[0] ?? [])}
        >
          <table>
            <thead>
              <tr>
                {block.head.map((cell, c) => (
                  <th key={c} scope="col" style={{ textAlign: block.align[c] }}>
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row" style={{ textAlign: block.align[c] }}>
                        {renderInline(cell)}
                      </th>
                    ) : (
                      <td key={c} style={{ textAlign: block.align[c] }}>
                        {renderInline(cell)}
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
}

function renderInline(nodes: readonly Inline[]): ReactNode {
  return nodes.map((node, index) => <Fragment key={index}>{renderNode(node)}</Fragment>);
}

function renderNode(node: Inline): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'strong':
      return <strong>{renderInline(node.children)}</strong>;
    case 'em':
      return <em>{renderInline(node.children)}</em>;
    case 'code':
      return <code>{node.text}</code>;
    case 'link': {
      const target = linkTarget(node.href);
      const children = renderInline(node.children);
      switch (target.kind) {
        case 'route':
          return <Link to={target.to}>{children}</Link>;
        case 'anchor':
          return <Link to={{ hash: target.id }}>{children}</Link>;
        case 'external':
          return (
            <a href={target.href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          );
        case 'mail':
          return <a href={target.href}>{children}</a>;
        case 'none':
          return children;
      }
    }
  }
}

/** The words of inline nodes (a table's accessible name). */
function plainText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => (node.type === 'text' || node.type === 'code' ? node.text : plainText(node.children)))
    .join('');
}
