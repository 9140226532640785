// What a fresh database needs (built-in roles, the menu tree, regions, the administrator) and, when
// switched on, the demo data: accounts for each built-in role, and each feature's demo rows, laid by the feature's
// own seed (features/**/*.seed.ts) in the order they name each other: the catalogue, the dealer's grants, related
// links, notices, Support classifications, FAQs, e-mail, the readers' history and the symbol library.
import { randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { BuiltInRole } from '@gsis/contract';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../platform/db/database.ts';
import { seedDemoDealerGrants } from '../features/library/access/grants.seed.ts';
import { seedDemoCatalogue } from '../features/library/catalogue/catalogue.seed.ts';
import { seedDemoRelatedLinks } from '../features/related-links/related-links.seed.ts';
import { seedDemoEmail } from '../features/email/email.seed.ts';
import { seedDemoNotices } from '../features/support/notices/notices.seed.ts';
import { seedDemoSupportClasses } from '../features/support/support-classes/support-classes.seed.ts';
import { seedDemoFeedbackManager } from '../features/support/feedback/feedback.seed.ts';
import { seedDemoFaqs } from '../features/support/faq/faq.seed.ts';
import { seedDemoSymbols } from '../features/troubleshooting/symbols/symbols.seed.ts';
import { DEMO_ACCESS_EVENTS, generateAccessEvents } from './demo-access-events.seed.ts';
import { addAccount, countAccounts, demoLaid, ensureMenus, ensureRegions, ensureRoles, grantMenu, holdSetupLock, markDemoLaid, mustChangePassword } from './setup.repo.ts';

const ROLE_NAMES: Record<BuiltInRole, string> = {
  SYSTEM_ADMIN: 'System Administrator',
  DOCUMENT_MANAGER: 'Document Manager',
  SUPPORT_MANAGER: 'Support Manager',
  USER: 'User',
};

export interface SetupOptions {
  demoData: boolean;
  adminId?: string | undefined;
  adminPassword?: string | undefined;
  demoPassword?: string | undefined;
}

/** What the configuration asks of the installer. */
export function setupOptionsOf(config: Config): SetupOptions & { sharedSsoId: string } {
  return {
    demoData: config.GSIS_DEMO_DATA, adminId: config.GSIS_ADMIN_ID, adminPassword: config.GSIS_ADMIN_PASSWORD,
    demoPassword: config.GSIS_DEMO_PASSWORD, sharedSsoId: config.DXP_SHARED_USER_ID,
  };
}

/** Passwords this start made up, to be shown once on the console. */
export interface GeneratedCredentials {
  admin?: { id: string; password: string };
  demo?: { ids: string[]; password: string };
}

/** A password that satisfies the sign-up rule (letters and digits, 16 characters), without look-alikes. */
export function generatePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(letters), pick(digits), ...Array.from({ length: 14 }, () => pick(letters + digits))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

async function layDemoData(tx: DbOrTx, roleIds: Map<BuiltInRole, number>, passwordHash: string, sharedSsoId: string): Promise<string[]> {
  const role = (key: BuiltInRole) => roleIds.get(key)!;
  const people = [
    { loginId: 'dealer@gsis.local', name: 'Demo Dealer', company: 'Demo Heavy Equipment Dealer Co.', userType: 'DEALER' as const, region: 'ASIA_PACIFIC', country: 'TH', roles: [role('USER')] },
    { loginId: 'docmanager@gsis.local', name: 'Demo Document Manager', company: 'GSIS Headquarters', userType: 'EMPLOYEES' as const, region: 'KOREA', country: 'KR', roles: [role('DOCUMENT_MANAGER'), role('USER')] },
    // A dealer approved but not yet given any document authority: sees the library, opens nothing.
    { loginId: 'newdealer@gsis.local', name: 'Demo New Dealer', company: 'Demo Heavy Equipment Dealer Co.', userType: 'DEALER' as const, region: 'ASIA_PACIFIC', country: 'TH', roles: [role('USER')] },
    { loginId: 'supportmanager@gsis.local', name: 'Demo Support Manager', company: 'GSIS Headquarters', userType: 'EMPLOYEES' as const, region: 'KOREA', country: 'KR', roles: [role('SUPPORT_MANAGER'), role('USER')] },
  ];
  const accountIds = new Map<string, number>();
  for (const person of people) accountIds.set(person.loginId, await addAccount(tx, { ...person, passwordHash }));
  // The account people from the partner portal share after single sign-on: no password, troubleshooting only.
  const dxpId = await addAccount(tx, { loginId: sharedSsoId, name: 'dxp', company: 'Partner portal (DXP)', userType: 'APP', region: 'KOREA', country: 'KR', passwordHash: null, roles: [] });
  await grantMenu(tx, dxpId, 'TSG');

  const catalogue = await seedDemoCatalogue(tx);
  const account = (loginId: string) => accountIds.get(loginId)!;
  await seedDemoDealerGrants(tx, account('dealer@gsis.local'), catalogue);
  await seedDemoRelatedLinks(tx);
  const supportId = account('supportmanager@gsis.local');
  await seedDemoNotices(tx, { id: supportId, name: 'Demo Support Manager' });
  // Support classifications, each managed by the demo support manager, who is told of feedback on documents too.
  const qnaClassIds = await seedDemoSupportClasses(tx, supportId);
  await seedDemoFeedbackManager(tx, supportId);
  await seedDemoFaqs(tx, qnaClassIds);
  await seedDemoEmail(tx, {
    dealers: ['dealer@gsis.local', 'newdealer@gsis.local'].map(account),
    headquarters: ['docmanager@gsis.local', 'supportmanager@gsis.local'].map(account),
  });
  // A few months of what readers did, for the statistics screens (rolled up once the server starts).
  await generateAccessEvents(tx, new Date(), { count: DEMO_ACCESS_EVENTS, days: 120 });
  await seedDemoSymbols(tx);
  return people.map((p) => p.loginId);
}

export async function setUpDatabase(db: Db, options: SetupOptions & { sharedSsoId: string }): Promise<GeneratedCredentials> {
  return db.transaction(async (tx) => {
    await holdSetupLock(tx);
    const generated: GeneratedCredentials = {};
    const roleIds = await ensureRoles(tx, ROLE_NAMES);
    await ensureMenus(tx, roleIds);
    await ensureRegions(tx);

    const count = await countAccounts(tx);
    if (count === 0) {
      const id = (options.adminId ?? 'admin@gsis.local').toLowerCase();
      const password = options.adminPassword ?? generatePassword();
      if (!options.adminPassword) generated.admin = { id, password };
      const adminId = await addAccount(tx, {
        loginId: id, name: 'GSIS Administrator', company: 'GSIS Headquarters', userType: 'EMPLOYEES', region: 'KOREA', country: 'KR',
        passwordHash: await hash(password), roles: [roleIds.get('SYSTEM_ADMIN')!, roleIds.get('USER')!],
      });
      // A password GSIS made up was printed to the log: it signs in once, only to choose the administrator's own.
      if (!options.adminPassword) await mustChangePassword(tx, adminId);
    }

    if (options.demoData && count === 0 && !(await demoLaid(tx))) {
      const password = options.demoPassword ?? generatePassword();
      const ids = await layDemoData(tx, roleIds, await hash(password), options.sharedSsoId);
      if (!options.demoPassword) generated.demo = { ids, password };
      await markDemoLaid(tx, new Date());
    }
    return generated;
  });
}
