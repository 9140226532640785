// What the company sign-in tests of both kinds (OpenID Connect, SAML) share: the app's own service, and what a refusal
// must leave behind.
import { CompanyProviderSave } from '@gsis/contract';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.ts';
import { createSecondFactors, passkeySiteOf } from '../../platform/auth/second-factor.ts';
import { createSecretBox } from '../../platform/auth/secret-box.ts';
import { mailerFromConfig, publicUrlOf } from '../../platform/mail/mailer.ts';
import { companySignInService } from './company-sign-in.feature.ts';
import type { CompanySignInService } from './company-sign-in.service.ts';
import type { TestProvider } from './oidc-provider.test-helper.ts';

/** The app's own service, built from the same pieces app.ts builds it from (for the administrators' calls). */
export function serviceOf(t: TestContext): CompanySignInService {
  const box = createSecretBox({ key: t.config.GSIS_SECRET_KEY, dataDir: t.config.dataDir });
  return companySignInService({ db: t.database.db, clock: t.clock.now, config: t.config, mailer: mailerFromConfig(t.config), box, secondFactors: createSecondFactors({ box, site: passkeySiteOf(t.config) }) });
}

export const countOf = async (t: TestContext, sql: string, values: unknown[] = []) => Number((await t.database.pool.query(sql, values)).rows[0].n);

/**
 * Runs a refusal and checks what it leaves: exactly one SSO_REFUSED entry on the trail with the reason, a LOGIN_FAILED
 * access event, and no new session. Returns the trail entry's details.
 */
export async function expectRefusalOn(t: TestContext, reason: string, refuse: () => Promise<unknown>): Promise<Record<string, unknown>> {
  const count = (sql: string, values: unknown[] = []) => countOf(t, sql, values);
  const lastAudit = await count('SELECT coalesce(max(id), 0) AS n FROM audit_log');
  const lastEvent = await count('SELECT coalesce(max(id), 0) AS n FROM access_events');
  const sessions = await count('SELECT count(*) AS n FROM sessions');
  await refuse();
  const { rows } = await t.database.pool.query("SELECT after FROM audit_log WHERE id > $1 AND action = 'SSO_REFUSED'", [lastAudit]);
  expect(rows.map((row) => row.after.reason)).toEqual([reason]);
  expect(await count("SELECT count(*) AS n FROM access_events WHERE id > $1 AND action = 'LOGIN_FAILED' AND details->>'reason' = $2", [lastEvent, `company_${reason}`])).toBe(1);
  expect(await count('SELECT count(*) AS n FROM sessions')).toBe(sessions);
  return rows[0].after as Record<string, unknown>;
}

/**
 * An OpenID provider of GSIS's own, set up as an administrator would, and the test provider told GSIS's redirect URI
 * and post-logout redirect URI for it, as the management screen shows them.
 */
export async function setUpOidcProvider(
  t: TestContext, service: CompanySignInService, idp: TestProvider, settings: Partial<CompanyProviderSave> & Pick<CompanyProviderSave, 'name' | 'domains'>,
): Promise<number> {
  const { id } = await service.saveProvider({ userId: 1, loginId: 'admin' }, CompanyProviderSave.parse({
    issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, scopes: ['openid', 'email', 'profile', 'org'], ...settings,
  }));
  const saved = (await service.listProviders()).find((p) => p.id === id)!;
  await idp.register(`${publicUrlOf(t.config)}${saved.redirectPath}`, `${publicUrlOf(t.config)}/login`);
  return id;
}
