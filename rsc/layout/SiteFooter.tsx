import type { NavItem } from '../../shared/models/component';

export function SiteFooter({ items }: { items: readonly NavItem[] }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {items.length > 0 ? (
          <nav aria-label="Footer">
            <ul>
              {items.map((item) => (
                <li key={item.metaData.linkUrl}>
                  <a href={item.metaData.linkUrl}>{item.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p>{`© ${new Date().getUTCFullYear()} Neutron Media. All rights reserved.`}</p>
      </div>
    </footer>
  );
}
