/**
 * Spec 000 §8: "Page-level error shows the error page. If that fails: 'An error occurred while
 * showing the error page' with a link 'Go back to home'." Plain HTML, no React involved.
 */
import type { ServerResponse } from 'node:http';
import { ERROR_PAGE_FAILED_LINK, ERROR_PAGE_FAILED_MESSAGE } from '../../shared/constants';

const BODY = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><p>${ERROR_PAGE_FAILED_MESSAGE}</p><p><a href="/">${ERROR_PAGE_FAILED_LINK}</a></p></body></html>`;

export function renderFallbackErrorPage(res: ServerResponse, status: number): void {
  res.writeHead(status >= 400 ? status : 500, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache',
    'content-length': Buffer.byteLength(BODY),
  });
  res.end(BODY);
}
