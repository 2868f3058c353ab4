/**
 * Interleaves the flight rows with React's HTML as `<script nonce>` chunks, so the browser can
 * hydrate without asking for the payload again.
 *
 * React DOM calls `flush()` on its destination after each complete write batch; only there is
 * it safe to insert a script (between two batches, never inside a tag). The document's closing
 * `</body></html>` is held back until the flight stream has ended, so every row lands inside
 * the body.
 */
import { Transform } from 'node:stream';
import type { Readable, TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { scriptStringLiteral } from './scriptString';
import type { HtmlSplices } from '../../shared/render/splices';
import { spliceHtml, spliceText } from './spliceHtml';

const DOCUMENT_END_TEXT = '</body></html>';
const HEAD_END_TEXT = '</head>';
const DOCUMENT_END = Buffer.from(DOCUMENT_END_TEXT);
const HEAD_END = Buffer.from(HEAD_END_TEXT);

/** Where the rows go: a script that hands them to the browser entry's flight stream. */
const flightScript = (nonce: string, rows: string) =>
  `<script nonce="${nonce}">(self.__NF||=[]).push(${scriptStringLiteral(rows)})</script>`;

/** The page's head tags, then one script with what the page asked for (splices). */
function headHtml(nonce: string, splices: HtmlSplices | undefined): string | undefined {
  const head = splices?.headHtml();
  const script = splices?.headScripts() ?? '';
  if (head === undefined && !script) return undefined;
  return (head ?? '') + (script ? `<script nonce="${nonce}">${script}</script>` : '');
}

/**
 * What the inliner writes for a whole document and a whole payload: the splices put back, the
 * head HTML before `</head>`, the rows in one script before `</body></html>`. As the pieces of
 * the document in order, to be encoded one after the other (server/http/utf8.ts): joined, the
 * document would be copied once more, at two bytes a character when any character needs it.
 */
export function inlineDocument(
  html: string,
  flight: string,
  options: { nonce: string; splices?: HtmlSplices },
): string[] {
  const { nonce, splices } = options;
  const pieces: string[] = [];
  const held = html.endsWith(DOCUMENT_END_TEXT);
  const body = held ? html.slice(0, html.length - DOCUMENT_END_TEXT.length) : html;
  const splice = (text: string) => {
    if (splices) spliceText(text, splices, pieces);
    else if (text) pieces.push(text);
  };
  const head = headHtml(nonce, splices);
  const end = head === undefined ? -1 : body.indexOf(HEAD_END_TEXT);
  if (head !== undefined && end >= 0) {
    splice(body.slice(0, end));
    pieces.push(head);
    splice(body.slice(end));
  } else splice(body);
  if (flight) pieces.push(`<script nonce="${nonce}">(self.__NF||=[]).push(`, scriptStringLiteral(flight), ')</script>');
  if (held) pieces.push(DOCUMENT_END_TEXT);
  return pieces;
}

export class FlightInliner extends Transform {
  private html: Buffer[] = [];
  private flight: string[] = [];
  private flightDone = false;
  private htmlDone: TransformCallback | null = null;
  private heldEnd = false;
  private started = false;
  private headWritten = false;
  private readonly decoder = new StringDecoder('utf8');
  private readonly nonce: string;

  constructor(
    flight: Readable,
    nonce: string,
    private readonly onBatch?: () => void,
    /** The render's ready HTML strings: their tokens in React's HTML are replaced by them. */
    private readonly splices?: HtmlSplices,
  ) {
    super();
    this.nonce = nonce;
    flight.on('data', (chunk: Buffer) => {
      const text = this.decoder.write(chunk);
      if (text) this.flight.push(text);
    });
    flight.once('end', () => {
      const rest = this.decoder.end();
      if (rest) this.flight.push(rest);
      this.flightDone = true;
      if (this.htmlDone) this.finish(this.htmlDone);
    });
    flight.once('error', (error) => this.destroy(error));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.html.push(chunk);
    callback();
  }

  /** Called by React DOM after each write batch: a safe point between complete tags. */
  flush(): void {
    this.writeBatch();
    this.onBatch?.();
  }

  override _flush(callback: TransformCallback): void {
    this.writeBatch();
    if (this.flightDone) this.finish(callback);
    else this.htmlDone = callback;
  }

  /** What the current batch will push: one write downstream per batch (one compressor flush each). */
  private out: Array<Buffer | string> = [];

  private pushOut(): void {
    if (this.out.length === 0) return;
    const pieces = this.out;
    this.out = [];
    this.push(
      pieces.length === 1
        ? pieces[0]!
        : Buffer.concat(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece))),
    );
  }

  private writeBatch(): void {
    if (this.html.length > 0) {
      let batch = this.html.length === 1 ? this.html[0]! : Buffer.concat(this.html);
      this.html = [];
      const end = batch.length - DOCUMENT_END.length;
      if (end >= 0 && batch.subarray(end).equals(DOCUMENT_END)) {
        batch = batch.subarray(0, end);
        this.heldEnd = true;
      }
      if (batch.length > 0) this.pushHtml(batch);
      this.started = true;
    }
    if (this.started) this.pushFlight();
    this.pushOut();
  }

  /**
   * React's HTML with the splices put back; the render's head HTML and the head script go in
   * front of the first `</head>` (React escapes `<` in text and attributes, so that is the
   * element's real end).
   */
  private pushHtml(batch: Buffer): void {
    const head = this.headWritten ? undefined : headHtml(this.nonce, this.splices);
    const end = head === undefined ? -1 : batch.indexOf(HEAD_END);
    if (end >= 0) {
      this.headWritten = true;
      this.pushHtml(batch.subarray(0, end));
      this.out.push(head!);
      this.pushHtml(batch.subarray(end));
      return;
    }
    if (this.splices) this.out.push(...spliceHtml(batch, this.splices));
    else this.out.push(batch);
  }

  private pushFlight(): void {
    if (this.flight.length === 0) return;
    const rows = this.flight.length === 1 ? this.flight[0]! : this.flight.join('');
    this.flight = [];
    this.out.push(flightScript(this.nonce, rows));
  }

  private finish(callback: TransformCallback): void {
    this.htmlDone = null;
    this.pushFlight();
    if (this.heldEnd) this.out.push(DOCUMENT_END);
    this.pushOut();
    this.onBatch?.();
    callback();
  }
}
