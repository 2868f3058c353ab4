import { nav } from './content.js';

function LinkList({ items }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.slug}>
          <a href={item.metaData.linkUrl}>{item.label}</a>
        </li>
      ))}
    </ul>
  );
}

/** Header with the section links and footer links, from the navigation component (as Neutron's). */
export default async function RootLayout({ children }) {
  const items = (await nav())?.items ?? [];
  const links = (origin) => items.filter((item) => item.metaData?.origin === origin);
  return (
    <html lang="en">
      <body>
        <a href="#main">Skip to content</a>
        <header>
          <a href="/" aria-label="CNET home">
            CNET
          </a>
          <nav aria-label="Sections">
            <LinkList items={links('header')} />
          </nav>
        </header>
        <main id="main">{children}</main>
        <footer>
          <nav aria-label="Footer">
            <LinkList items={links('footer')} />
          </nav>
          <p>© 2026 Neutron Media. All rights reserved.</p>
        </footer>
      </body>
    </html>
  );
}
