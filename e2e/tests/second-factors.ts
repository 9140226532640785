// The demo accounts that manage GSIS must prove a second factor at sign-in. The journeys' run sets each one's
// authenticator app up once, at its first sign-in (global set-up, before any journey), the way the login page does
// with "remember this browser" ticked, and keeps the app's secret and the browser's token in a file of the run: every
// later sign-in, through the API or the login page, sends that token and skips the code, as a remembered browser
// does (a code would be taken once per 30 seconds, and the journeys sign in far more often than that).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, type EndpointResponse, type ErrorBody } from '@gsis/contract';
import { request, type APIRequestContext, type APIResponse, type BrowserContext } from '@playwright/test';
import { generate } from 'otplib';
import { ACCOUNTS, E2E } from './env.ts';

const FILE = path.join(os.tmpdir(), `gsis-e2e-second-factors-${E2E.port}.json`);
/** Where the web app keeps this browser's tokens (web/src/session/remembered-devices.ts). */
const REMEMBERED_KEY = 'gsis.rememberedDevices';

interface Enrolled { secret: string; device: string | undefined }

function enrolled(): Record<string, Enrolled> {
  return existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, Enrolled>) : {};
}

const keyOf = (id: string) => id.trim().toLowerCase();

/** The token that lets `id` skip the code, if the run set its app up. */
export const rememberedDeviceOf = (id: string): string | undefined => enrolled()[keyOf(id)]?.device;

const codeNow = (secret: string) => generate({ secret });

/**
 * Takes a sign-in's answer past the second factor where the run can: an account that must set its app up does it
 * (and is kept in the file), one whose app the run set up but whose token is stale gives the current code. Any
 * other answer comes back as it was.
 */
export async function pastSecondFactor(context: APIRequestContext, id: string, answer: APIResponse): Promise<APIResponse> {
  if (answer.status() !== 401) return answer;
  const refusal = (await answer.json()) as ErrorBody;
  const challenge = refusal.details?.challenge;
  if (!challenge) return answer;
  const known = enrolled()[keyOf(id)];
  let opened: APIResponse;
  let secret: string;
  if (refusal.code === 'SECOND_FACTOR_ENROLMENT_REQUIRED') {
    const started = await context.post(API.login.startEnrolment.path, { data: { challenge } });
    ({ secret } = (await started.json()) as EndpointResponse<typeof API.login.startEnrolment>);
    opened = await context.post(API.login.confirmEnrolment.path, { data: { challenge, code: await codeNow(secret), rememberDevice: true } });
  } else if (refusal.code === 'SECOND_FACTOR_REQUIRED' && known) {
    secret = known.secret;
    opened = await context.post(API.login.secondFactor.path, { data: { challenge, code: await codeNow(secret), rememberDevice: true } });
  } else return answer;
  if (opened.status() === 200) {
    const { rememberedDevice } = (await opened.json()) as { rememberedDevice?: string };
    writeFileSync(FILE, JSON.stringify({ ...enrolled(), [keyOf(id)]: { secret, device: rememberedDevice } }));
  }
  return opened;
}

/** Hands a browser context the tokens of every account the run set an app up for, as the login page keeps them. */
export async function rememberedBrowser(context: BrowserContext): Promise<void> {
  const tokens = Object.fromEntries(Object.entries(enrolled()).flatMap(([id, { device }]) => (device ? [[id, device]] : [])));
  await context.addInitScript(({ key, value }) => {
    const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
    localStorage.setItem(key, JSON.stringify({ ...value, ...kept }));
  }, { key: REMEMBERED_KEY, value: tokens });
}

/** Global set-up: a fresh file for the run, and the demo managers' apps set up before any journey signs them in. */
export default async function setUpDemoManagers(): Promise<void> {
  rmSync(FILE, { force: true });
  const context = await request.newContext({ baseURL: E2E.baseUrl });
  try {
    for (const { id, password } of [ACCOUNTS.admin, ACCOUNTS.docmanager, ACCOUNTS.supportmanager]) {
      const answer = await pastSecondFactor(context, id, await context.post(API.login.login.path, { data: { id, password } }));
      if (answer.status() !== 200) throw new Error(`setting up the second factor of ${id}: ${answer.status()} ${await answer.text()}`);
    }
  } finally {
    await context.dispose();
  }
}
