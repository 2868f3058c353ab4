import type { ReactNode } from 'react';
import { safeHref } from '../../../../shared/body/parseBody';
import type { ShortcodeContext } from './types';

interface OutboundLinkProps {
  href: string;
  context: ShortcodeContext;
  className?: string;
  children: ReactNode;
}

/** A link from a shortcode: safe hrefs only, affiliate rewriting and the spec's rel. */
export function OutboundLink({ href, context, className, children }: OutboundLinkProps) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  return (
    <a className={className} href={context.rewriteHref(safe)} rel={context.linkRel(safe)}>
      {children}
    </a>
  );
}
