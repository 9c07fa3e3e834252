import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { parseRichText, type RichBlock, type RichInline } from './rich-text-markup.js';

/** Called for a link to a path of this site, so the router navigates without a page load. */
type FollowPath = (path: string) => void;

function inlines(pieces: readonly RichInline[], onFollowPath?: FollowPath): ReactNode {
  return pieces.map((piece, index) => {
    switch (piece.kind) {
      case 'text':
        return <Fragment key={index}>{piece.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{inlines(piece.children, onFollowPath)}</strong>;
      case 'emphasis':
        return <em key={index}>{inlines(piece.children, onFollowPath)}</em>;
      case 'code':
        return <code key={index}>{piece.text}</code>;
      case 'image':
        return piece.src ? (
          <img
            key={index}
            src={piece.src}
            alt={piece.alt}
            loading="lazy"
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        ) : (
          <Fragment key={index}>{piece.alt}</Fragment>
        );
      case 'link': {
        const children = inlines(piece.children, onFollowPath);
        if (!piece.href) return <Fragment key={index}>{children}</Fragment>;
        const { href } = piece;
        if (/^https?:/i.test(href))
          return (
            <a key={index} href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          );
        const follow =
          onFollowPath && href.startsWith('/')
            ? (event: MouseEvent) => {
                event.preventDefault();
                onFollowPath(href);
              }
            : undefined;
        return (
          <a key={index} href={href} onClick={follow}>
            {children}
          </a>
        );
      }
    }
  });
}

function block(part: RichBlock, index: number, onFollowPath?: FollowPath): ReactNode {
  switch (part.kind) {
    // The screen's own heading is the h1: the text's headings sit below it.
    case 'heading': {
      const Heading = (['h2', 'h3', 'h4'] as const)[part.level - 1] ?? 'h4';
      return <Heading key={index}>{inlines(part.content, onFollowPath)}</Heading>;
    }
    case 'paragraph':
      return <p key={index}>{inlines(part.content, onFollowPath)}</p>;
    case 'list': {
      const List = part.ordered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {part.items.map((item, itemIndex) => (
            <li key={itemIndex}>{inlines(item, onFollowPath)}</li>
          ))}
        </List>
      );
    }
    case 'code':
      return (
        <pre key={index}>
          <code>{part.text}</code>
        </pre>
      );
  }
}

/**
 * A stored text in the restricted markup (`rich-text-markup.ts`), rendered as React elements: never as HTML, so
 * nothing in the text can become a tag, an attribute or a script. Help articles and portal content use it.
 */
export function RichText({ source, onFollowPath }: { source: string; onFollowPath?: FollowPath }) {
  return (
    <div className="rich-text" data-testid="rich-text">
      {parseRichText(source).map((part, index) => block(part, index, onFollowPath))}
    </div>
  );
}
