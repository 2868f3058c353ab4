import type { Crumb } from '../render/articleCrumbs';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <a href={crumb.href}>{crumb.name}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
