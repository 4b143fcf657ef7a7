import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * An answer's text with its links made clickable, built as React elements (never as HTML), so a reply can
 * contain no markup of its own. Understood: `[text](href)`, `**bold**`, bare http(s) URLs and the site's own
 * paths such as /orcamento. Only site paths and http(s) addresses become links.
 */
const TOKEN =
  /\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)|\*\*([^*\n]{1,300})\*\*|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?])|(?<![\w/.])(\/(?:orcamento|projects(?:\/[a-z0-9-]+)?|blog(?:\/[a-z0-9-]+)?|design|brand-identity|social-media|digital-experience))(?![\w/-])/g;

function isSitePath(href: string): boolean {
  return /^\/(?!\/)[\w\-/#?=&%.]*$/.test(href);
}

function isWebUrl(href: string): boolean {
  try {
    const u = new URL(href);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

function labelOf(url: string): string {
  try {
    const u = new URL(url);
    if (u.hostname === 'wa.me' || u.hostname.endsWith('whatsapp.com')) return 'WhatsApp';
    return `${u.hostname}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
}

function linkTo(href: string, label: ReactNode, key: number): ReactNode {
  if (isSitePath(href)) {
    return (
      <Link key={key} to={href} className="chat-link">
        {label}
      </Link>
    );
  }
  if (isWebUrl(href)) {
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer" className="chat-link">
        {label}
      </a>
    );
  }
  return label;
}

export function renderRichText(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const [whole, mdLabel, mdHref, bold, url, path] = m;
    if (mdLabel !== undefined && mdHref !== undefined) {
      const node = linkTo(mdHref, mdLabel, key++);
      out.push(node === mdLabel ? whole : node);
    } else if (bold !== undefined) {
      out.push(<strong key={key++}>{bold}</strong>);
    } else if (url !== undefined) {
      out.push(linkTo(url, labelOf(url), key++));
    } else if (path !== undefined) {
      out.push(linkTo(path, path, key++));
    }
    last = at + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function MessageText({ text }: { text: string }) {
  return <>{renderRichText(text)}</>;
}

/** The same text as a screen reader should hear it: link labels instead of addresses, no markers. */
export function toPlainText(text: string): string {
  return text
    .replace(/\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)/g, '$1')
    .replace(/\*\*([^*\n]{1,300})\*\*/g, '$1')
    .replace(/https?:\/\/[^\s<>()]+[^\s<>().,;:!?]/g, (url) => labelOf(url));
}
