/**
 * The restricted markup of stored texts shown as rich text (help articles, portal content): a small Markdown subset
 * read into a tree of the few node kinds below, which `RichText` renders as React elements. Nothing in the text is
 * ever read as HTML: a tag is text, only the listed node kinds exist, and a link keeps its address only when it is
 * one of the safe kinds (`safeHref`). So a script, an event handler or a `javascript:` address cannot survive, by
 * construction rather than by filtering HTML afterwards.
 *
 * Blocks: `#`, `##`, `###` headings; paragraphs (lines up to a blank line); `- ` / `* ` and `1. ` lists; fenced
 * code (```` ``` ````). Inline: `**strong**`, `*emphasis*` / `_emphasis_`, `` `code` ``, `[text](address)`,
 * `![alt](address)` (an uploaded content image only: `contentImageSource`).
 */

import { CONTENT_IMAGE_NAME_PATTERN, CONTENT_IMAGE_PATH } from '@shared/constants/content-rules.js';

/** An inline piece of a block. */
export type RichInline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong' | 'emphasis'; readonly children: readonly RichInline[] }
  | { readonly kind: 'code'; readonly text: string }
  /** `href` is present only when the address is safe; otherwise the link is shown as its text alone. */
  | { readonly kind: 'link'; readonly href?: string; readonly children: readonly RichInline[] }
  /** `src` is present only when the address is an uploaded content image; otherwise only the alt text is shown. */
  | { readonly kind: 'image'; readonly src?: string; readonly alt: string };

/** A block of the text. */
export type RichBlock =
  | { readonly kind: 'heading'; readonly level: 1 | 2 | 3; readonly content: readonly RichInline[] }
  | { readonly kind: 'paragraph'; readonly content: readonly RichInline[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly (readonly RichInline[])[] }
  | { readonly kind: 'code'; readonly text: string };

/**
 * The address a link may keep: https or http, mailto, a path of this site (`/…`, not `//host`, which is another
 * site) or an anchor. Anything else (`javascript:`, `data:`, `vbscript:`, an obfuscated scheme with spaces,
 * control characters or entities) is dropped: an allow list, so a scheme nobody thought of is refused too.
 */
export function safeHref(address: string): string | undefined {
  const href = address.trim();
  // Control characters and whitespace inside an address are how schemes are smuggled past filters (`java\tscript:`).
  // eslint-disable-next-line no-control-regex -- the control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f]/.test(href)) return undefined;
  if (/^https?:\/\/[^/]/i.test(href) || /^mailto:[^:]+$/i.test(href)) return href;
  if (/^\/(?![/\\])/.test(href) || href.startsWith('#')) return href;
  return undefined;
}

/**
 * The address an image may have: only the public route of the portal's uploaded images (docs/portal.md "Images"), a
 * path of this site. No other site's image is ever loaded, so a stored text cannot make readers' browsers call out.
 */
export function contentImageSource(address: string): string | undefined {
  const src = address.trim();
  return src.startsWith(CONTENT_IMAGE_PATH) && CONTENT_IMAGE_NAME_PATTERN.test(src.slice(CONTENT_IMAGE_PATH.length))
    ? src
    : undefined;
}

const INLINE_PATTERN =
  /\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_|`([^`]+)`|!\[([^\]]*)\]\(([^)\s]*)\)|\[([^\]]+)\]\(([^)\s]*)\)/;

/** Reads a line's inline markup; text between the marks stays text. */
export function parseInline(text: string): RichInline[] {
  const pieces: RichInline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE_PATTERN.exec(rest);
    if (!match) {
      pieces.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) pieces.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, strong, star, underscore, code, alt, source, linkText, address] = match;
    if (strong !== undefined) pieces.push({ kind: 'strong', children: parseInline(strong) });
    else if (star !== undefined || underscore !== undefined)
      pieces.push({ kind: 'emphasis', children: parseInline(star ?? underscore ?? '') });
    else if (code !== undefined) pieces.push({ kind: 'code', text: code });
    else if (alt !== undefined) {
      const src = contentImageSource(source ?? '');
      pieces.push({ kind: 'image', alt, ...(src ? { src } : {}) });
    } else {
      const href = safeHref(address ?? '');
      pieces.push({ kind: 'link', ...(href ? { href } : {}), children: parseInline(linkText ?? '') });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return pieces;
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^\s*```/;

/** Reads the whole text into blocks. */
export function parseRichText(source: string): RichBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: RichBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    if (FENCE.test(line)) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !FENCE.test(lines[index] ?? '')) code.push(lines[index++] ?? '');
      index += 1;
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = (heading[1] ?? '#').length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2] ?? '') });
      index += 1;
      continue;
    }
    const listPattern = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : undefined;
    if (listPattern) {
      const items: RichInline[][] = [];
      for (let item = listPattern.exec(lines[index] ?? ''); item; item = listPattern.exec(lines[index] ?? '')) {
        items.push(parseInline(item[1] ?? ''));
        index += 1;
      }
      blocks.push({ kind: 'list', ordered: listPattern === NUMBERED, items });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length) {
      const next = lines[index] ?? '';
      if (next.trim() === '' || FENCE.test(next) || HEADING.test(next) || BULLET.test(next) || NUMBERED.test(next))
        break;
      paragraph.push(next.trim());
      index += 1;
    }
    blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

/** The text without its markup (a search result's excerpt, a preview's first line). */
export function plainText(source: string): string {
  const flatten = (pieces: readonly RichInline[]): string =>
    pieces
      .map((piece) => ('children' in piece ? flatten(piece.children) : piece.kind === 'image' ? piece.alt : piece.text))
      .join('');
  return parseRichText(source)
    .map((block) =>
      block.kind === 'code'
        ? block.text
        : block.kind === 'list'
          ? block.items.map(flatten).join(' ')
          : flatten(block.content),
    )
    .join(' ');
}
