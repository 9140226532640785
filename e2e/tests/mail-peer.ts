// The mail relay of the journeys: a real SMTP server (global setup) that writes every message it accepts
// to a folder, where the journeys' workers read them — the verification link, the code, the new password.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startSmtpPeer, type ReceivedMail } from '../../server/test/smtp-peer.ts';
import { E2E } from './env.ts';

export default async function startMailPeer(): Promise<() => Promise<void>> {
  await rm(E2E.mailDir, { recursive: true, force: true });
  await mkdir(E2E.mailDir, { recursive: true });
  let n = 0;
  const peer = await startSmtpPeer({
    port: E2E.smtpPort,
    onMessage: (mail) => {
      const { headers: _headers, ...kept } = mail;
      // Written aside and renamed into place: a journey polling the folder never reads half a message.
      const file = path.join(E2E.mailDir, `${Date.now()}-${String(++n).padStart(4, '0')}.json`);
      void writeFile(`${file}.part`, JSON.stringify(kept)).then(() => rename(`${file}.part`, file));
    },
  });
  return () => peer.stop();
}

export type Mail = Omit<ReceivedMail, 'headers'>;

/** Every message the SMTP server received from `since` (ms) on, newest first. */
export async function mailsSince(since: number): Promise<Mail[]> {
  const files = (await readdir(E2E.mailDir)).filter((f) => f.endsWith('.json') && Number(f.split('-')[0]) >= since).sort().reverse();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(E2E.mailDir, file), 'utf8')) as Mail));
}

/** Waits for the newest message to `to` whose subject matches, arriving after `since` (ms). */
export async function waitForMail(to: string, subject: RegExp, since: number, timeoutMs = 30_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsSince(since)).find((mail) => mail.to.some((a) => a.toLowerCase() === to.toLowerCase()) && subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no message to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
