// A real SMTP server in the test process (smtp-server), standing in for the mail relay: it keeps every
// message it accepted, can be stopped and started again on the same port, and reads messages back
// (headers, the text and HTML parts) the way a mail client would.
import { Buffer } from 'node:buffer';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, string>;
}

export interface SmtpPeer {
  port: number;
  received: ReceivedMail[];
  /** Stops listening: deliveries fail with a refused connection until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Waits until `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*(?==\?)?/g, (_all, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'));
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The text and HTML of a message, through one level of multipart/alternative (what nodemailer writes). */
export function readMail(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw.slice(split)];
  for (const part of parts) {
    const at = part.search(/\r?\n\r?\n/);
    const partHeaders = boundary ? parseHeaders(part.slice(0, at)) : headers;
    const content = decodeBody(boundary ? part.slice(at).replace(/^\r?\n\r?\n/, '') : body, partHeaders.get('content-transfer-encoding'));
    if ((partHeaders.get('content-type') ?? 'text/plain').startsWith('text/html')) html = content;
    else text = content;
  }
  return { messageId: headers.get('message-id') ?? '', subject: decodeWords(headers.get('subject') ?? ''), text: text.trim(), html: html.trim(), headers };
}

/** `port`: a fixed port (0: any free one); `onMessage`: told of each message as it arrives. */
export async function startSmtpPeer(options: { port?: number; onMessage?: (mail: ReceivedMail) => void } = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const make = () => new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // A transaction cut off before its final "." never gets here as a whole message.
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) return callback(new Error('too big'));
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { ...readMail(raw), to: session.envelope.rcptTo.map((r) => r.address), raw };
        received.push(mail);
        options.onMessage?.(mail);
        callback();
      });
    },
  });
  let server = make();
  let port = options.port ?? 0;
  const listen = () => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      port = (server.server.address() as AddressInfo).port;
      resolve();
    });
  });
  await listen();
  return {
    get port() { return port; },
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen();
    },
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
  };
}
