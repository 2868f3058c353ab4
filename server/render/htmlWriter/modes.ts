/** `HTML_WRITER` (server/render/htmlWriter/index.ts): rows when it can, React DOM always, or both compared. */
export const HTML_WRITER_MODES = ['rows', 'fizz', 'verify'] as const;
export type HtmlWriterMode = (typeof HTML_WRITER_MODES)[number];
