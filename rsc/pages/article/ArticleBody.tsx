/**
 * The article body: the parsed body tree (shared/body/parseBody) as React elements. Links to
 * other hosts are marked `noopener nofollow`; shortcodes become small components.
 */
import { createElement } from 'react';
import type { ReactNode } from 'react';
import type { BodyNode } from '../../../shared/body/parseBody';
import { Shortcode } from './Shortcode';

interface ArticleBodyProps {
  nodes: readonly BodyNode[];
  siteHost: string;
  onBadShortcode: (name: string, error: string) => void;
}

function isInternal(href: string, siteHost: string): boolean {
  if (href.startsWith('/') || href.startsWith('#')) return true;
  try {
    return new URL(href).host === siteHost;
  } catch {
    return false;
  }
}

function render(nodes: readonly BodyNode[], props: ArticleBodyProps, path: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${path}.${index}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'shortcode':
        return <Shortcode key={key} name={node.name} data={node.data} onBad={props.onBadShortcode} />;
      case 'element': {
        const attrs: Record<string, string | undefined> = { ...node.attrs, key };
        if (node.tag === 'a' && node.attrs.href && !isInternal(node.attrs.href, props.siteHost)) attrs.rel = 'noopener nofollow';
        if (node.attrs.colspan) {
          attrs.colSpan = node.attrs.colspan;
          delete attrs.colspan;
        }
        const children = node.children.length > 0 ? render(node.children, props, key) : undefined;
        return createElement(node.tag, attrs, children);
      }
    }
  });
}

export function ArticleBody(props: ArticleBodyProps) {
  return <div className="body">{render(props.nodes, props, 'b')}</div>;
}
