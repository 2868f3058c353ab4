interface PaginationProps {
  /** The unpaged address; page n > 1 is `${basePath}${n}/` (000 §5: pagination is a numeric path segment). */
  basePath: string;
  pageNumber: number;
  pages: number;
}

export function pageHref(basePath: string, n: number): string {
  return n <= 1 ? basePath : `${basePath}${n}/`;
}

/** Previous / next links of a paged list; nothing when there is one page. */
export function Pagination({ basePath, pageNumber, pages }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      {pageNumber > 1 ? (
        <a href={pageHref(basePath, pageNumber - 1)} rel="prev">
          Previous
        </a>
      ) : null}
      <span>
        Page {pageNumber} of {pages}
      </span>
      {pageNumber < pages ? (
        <a href={pageHref(basePath, pageNumber + 1)} rel="next">
          Next
        </a>
      ) : null}
    </nav>
  );
}
