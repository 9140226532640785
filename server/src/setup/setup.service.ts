// What a fresh database needs (built-in roles, the menu tree, regions, the administrator) and, when
// switched on, the demo data: accounts for each built-in role, a catalogue, related links, notices, Support classifications, FAQs
// and the symbol library.
import { createHash, randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { BUILT_IN_ROLES, builtInRoleMenus, flattenMenuTree, type BuiltInRole } from '@gsis/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../platform/db/database.ts';
import { controllerTypes, documentTypes, exhaustCertifications, modelSuffixes, models, products, productTypes } from '../features/library/catalogue/catalogue.tables.ts';
import { relatedLinks } from '../features/related-links/related-links.tables.ts';
import { emailGroupMembers, emailGroups, emailTemplates, emailTemplateTexts } from '../features/email/email.tables.ts';
import { notices, noticeTexts } from '../features/support/notices/notices.tables.ts';
import { textOf } from '../platform/html/html-text.ts';
import { cleanRichText } from '../platform/rich-text/rich-text.ts';
import { supportClasses, supportClassManagers } from '../features/support/support-classes/support-classes.tables.ts';
import { feedbackManagers } from '../features/support/feedback/feedback.tables.ts';
import { faqs, faqTexts } from '../features/support/faq/faq.tables.ts';
import { DEMO_CONTACT_CLASSES, DEMO_FAQS, DEMO_NOTICES, DEMO_QNA_CLASSES, nextSundayUtc } from './support-data.ts';
import { symbols } from '../features/troubleshooting/symbols/symbols.tables.ts';
import { cleanSvg } from '../platform/files/svg-clean.ts';
import { DEMO_SYMBOLS } from './symbol-data.ts';
import { drawSymbol } from './symbol-drawings.ts';
import { userDocumentGrants } from '../features/library/access/grants.tables.ts';
import { menus, roleMenus, roles, userMenus, userRoles } from '../platform/auth/access.tables.ts';
import { countries, regions, users } from '../platform/auth/identity.tables.ts';
import { systemSettings } from '../platform/db/settings.tables.ts';
import { labelsOf, loadNamespace } from '../platform/i18n.ts';
import { DEMO_ACCESS_EVENTS, generateAccessEvents } from './demo-access-events.ts';
import { DEMO_EMAIL_TEMPLATE } from './support-data.ts';
import { DEMO_CONTROLLER_TYPES, DEMO_LINKS, DEMO_MODELS, DEMO_PRODUCTS, EXHAUST_CERTIFICATIONS, DOCUMENT_TYPE_CODES, PRODUCT_TYPE_CODES, REGION_COUNTRIES } from './catalogue-data.ts';

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

async function ensureRoles(tx: DbOrTx): Promise<Map<BuiltInRole, number>> {
  await tx.insert(roles).values(BUILT_IN_ROLES.map((key) => ({ roleKey: key, roleName: ROLE_NAMES[key] }))).onConflictDoNothing();
  const rows = await tx.select({ id: roles.id, key: roles.roleKey }).from(roles).where(inArray(roles.roleKey, [...BUILT_IN_ROLES]));
  return new Map(rows.map((r) => [r.key as BuiltInRole, r.id]));
}

/** Adds the menus of the tree that are missing, and gives the built-in roles only those new ones. */
async function ensureMenus(tx: DbOrTx, roleIds: Map<BuiltInRole, number>): Promise<void> {
  const labels = loadNamespace('menus');
  const tree = flattenMenuTree();
  const inserted = await tx
    .insert(menus)
    .values(tree.map((m) => ({ menuId: m.menuId, parentMenuId: m.parentMenuId, menuUrl: m.menuUrl, sortOrder: m.order, labels: labelsOf(labels, m.menuId) })))
    .onConflictDoNothing()
    .returning({ menuId: menus.menuId });
  const fresh = new Set(inserted.map((m) => m.menuId));
  const grants = BUILT_IN_ROLES.flatMap((role) => builtInRoleMenus(role).filter((id) => fresh.has(id)).map((menuId) => ({ roleId: roleIds.get(role)!, menuId })));
  if (grants.length) await tx.insert(roleMenus).values(grants).onConflictDoNothing();
}

async function ensureRegions(tx: DbOrTx): Promise<void> {
  const labels = loadNamespace('catalogue');
  const codes = Object.keys(REGION_COUNTRIES);
  await tx.insert(regions).values(codes.map((code, i) => ({ code, labels: labelsOf(labels, `regions.${code}`), sortOrder: i + 1 }))).onConflictDoNothing();
  const ids = new Map((await tx.select({ id: regions.id, code: regions.code }).from(regions)).map((r) => [r.code, r.id]));
  const rows = Object.entries(REGION_COUNTRIES).flatMap(([region, list]) => list.map((code) => ({ code, regionId: ids.get(region)! })));
  await tx.insert(countries).values(rows).onConflictDoNothing();
}

async function regionId(tx: DbOrTx, code: string): Promise<number | null> {
  const [row] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.code, code));
  return row?.id ?? null;
}

async function addAccount(
  tx: DbOrTx,
  account: { loginId: string; name: string; company: string; userType: 'EMPLOYEES' | 'DEALER' | 'USER' | 'APP'; region: string; country: string; passwordHash: string | null; roles: number[] },
): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({
      loginId: account.loginId, name: account.name, company: account.company, userType: account.userType, approvalStatus: 'APPROVED',
      regionId: await regionId(tx, account.region), countryCode: account.country, passwordHash: account.passwordHash,
      // Accounts the installation makes are not signed up for: their address needs no confirming.
      emailVerifiedAt: account.loginId.includes('@') ? new Date() : null,
    })
    .returning({ id: users.id });
  if (account.roles.length) await tx.insert(userRoles).values(account.roles.map((roleId) => ({ userId: row!.id, roleId })));
  return row!.id;
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
  await tx.insert(userMenus).values([{ userId: dxpId, menuId: 'TSG' }]);

  const catalogue = loadNamespace('catalogue');
  const typeRows = await tx
    .insert(productTypes)
    .values(PRODUCT_TYPE_CODES.map((code, i) => ({ code, labels: labelsOf(catalogue, `productTypes.${code}`), sortOrder: i + 1 })))
    .returning({ id: productTypes.id, code: productTypes.code });
  const typeIds = new Map(typeRows.map((t) => [t.code, t.id]));
  const productRows = await tx
    .insert(products)
    .values(DEMO_PRODUCTS.map((p, i) => ({ code: p.code, name: p.name, productTypeId: typeIds.get(p.type)!, sortOrder: i + 1 })))
    .returning({ id: products.id, code: products.code });
  const productIds = new Map(productRows.map((p) => [p.code, p.id]));
  const productOf = (m: (typeof DEMO_MODELS)[number]) => DEMO_PRODUCTS.find((p) => p.type === m.type && (p.accepts?.(m.code) ?? true))!.code;
  const modelRows = await tx
    .insert(models)
    .values(DEMO_MODELS.map((m) => ({ code: m.code, productId: productIds.get(productOf(m))! })))
    .returning({ id: models.id, code: models.code });
  const modelIds = new Map(modelRows.map((m) => [m.code, m.id]));
  await tx.insert(modelSuffixes).values(
    DEMO_MODELS.flatMap((m) => m.suffixes.map(([suffix, serialFrom, serialTo]) => ({ modelId: modelIds.get(m.code)!, suffix, serialFrom, serialTo }))),
  );
  const docTypeRows = await tx
    .insert(documentTypes)
    .values(DOCUMENT_TYPE_CODES.map((code, i) => ({ code, labels: labelsOf(catalogue, `documentTypes.${code}`), sortOrder: i + 1 })))
    .returning({ id: documentTypes.id, code: documentTypes.code });
  // The demo dealer reads the manuals, bulletins and guides of medium crawler excavators and wheel loaders.
  const dealerId = accountIds.get('dealer@gsis.local')!;
  await tx.insert(userDocumentGrants).values([
    ...['CEX_MEDIUM', 'WL'].map((code) => ({ userId: dealerId, kind: 'PRODUCT' as const, refId: productIds.get(code)! })),
    ...docTypeRows
      .filter((t) => ['SERVICE_MANUAL', 'OPERATION_MAINTENANCE_MANUAL', 'SERVICE_BULLETIN', 'TROUBLESHOOTING_GUIDE'].includes(t.code))
      .map((t) => ({ userId: dealerId, kind: 'DOCUMENT_TYPE' as const, refId: t.id })),
  ]);
  await tx.insert(exhaustCertifications).values(EXHAUST_CERTIFICATIONS.map((c, i) => ({ ...c, sortOrder: i + 1 })));
  await tx.insert(controllerTypes).values(DEMO_CONTROLLER_TYPES);
  await tx.insert(relatedLinks).values(DEMO_LINKS.map((link, i) => ({ ...link, sortOrder: i + 1 })));
  const supportId = accountIds.get('supportmanager@gsis.local')!;
  const noticeIds = await tx.insert(notices).values(DEMO_NOTICES.map(({ classification, daysAgo, popup, sundayUtc }) => {
    const at = new Date(Date.now() - daysAgo * 86_400_000);
    const [timeFrom, timeTo] = sundayUtc ? sundayUtc.map((hour) => nextSundayUtc(new Date(), hour)) : [null, null];
    return { classification, popup: popup ?? false, timeFrom, timeTo, writerId: supportId, writerName: 'Demo Support Manager', createdAt: at, updatedAt: at };
  })).returning({ id: notices.id });
  await tx.insert(noticeTexts).values(DEMO_NOTICES.flatMap(({ texts }, i) => Object.entries(texts).map(([language, { title, bodyHtml }]) => {
    const clean = cleanRichText(bodyHtml);
    return { noticeId: noticeIds[i]!.id, language, title, bodyHtml: clean, bodyText: textOf(clean) };
  })));
  // Support classifications, each managed by the demo support manager.
  const firstLevel = new Map<string, number[]>();
  for (const [kind, classes] of [['QNA', DEMO_QNA_CLASSES], ['CONTACT', DEMO_CONTACT_CLASSES]] as const) {
    for (const [i, parent] of classes.entries()) {
      const [row] = await tx.insert(supportClasses).values({ kind, labels: parent.labels, sortOrder: i + 1 }).returning({ id: supportClasses.id });
      firstLevel.set(kind, [...(firstLevel.get(kind) ?? []), row!.id]);
      const children = parent.children ?? [];
      const childRows = children.length > 0
        ? await tx.insert(supportClasses).values(children.map((child, j) => ({ kind, parentId: row!.id, labels: child.labels, sortOrder: j + 1 }))).returning({ id: supportClasses.id })
        : [];
      await tx.insert(supportClassManagers).values([row!, ...childRows].map(({ id }) => ({ classId: id, userId: supportId })));
    }
  }
  // The demo support manager is told of feedback on documents too.
  await tx.insert(feedbackManagers).values({ userId: supportId });
  const faqIds = await tx.insert(faqs).values(DEMO_FAQS.map(({ classIndex }, i) => ({ classId: firstLevel.get('QNA')![classIndex]!, sortOrder: i + 1 })))
    .returning({ id: faqs.id });
  await tx.insert(faqTexts).values(DEMO_FAQS.flatMap(({ texts }, i) => Object.entries(texts).map(([language, { question, answerHtml }]) => {
    const clean = cleanRichText(answerHtml);
    return { faqId: faqIds[i]!.id, language, question, answerHtml: clean, answerText: textOf(clean) };
  })));
  // E-mail groups of the demo accounts and a template in English and Korean, ready to send.
  const [dealers, headquarters] = await tx.insert(emailGroups).values([
    { name: 'Asia-Pacific dealers', description: 'Service technicians of the dealers in Asia-Pacific' },
    { name: 'Headquarters', description: 'Document and support managers' },
  ]).returning({ id: emailGroups.id });
  await tx.insert(emailGroupMembers).values([
    ...['dealer@gsis.local', 'newdealer@gsis.local'].map((id) => ({ groupId: dealers!.id, userId: accountIds.get(id)! })),
    ...['docmanager@gsis.local', 'supportmanager@gsis.local'].map((id) => ({ groupId: headquarters!.id, userId: accountIds.get(id)! })),
  ]);
  const [template] = await tx.insert(emailTemplates).values({ title: 'New service manuals' }).returning({ id: emailTemplates.id });
  await tx.insert(emailTemplateTexts).values(DEMO_EMAIL_TEMPLATE.map((text) => ({ templateId: template!.id, ...text, bodyHtml: cleanRichText(text.bodyHtml) })));
  // A few months of what readers did, for the statistics screens (rolled up once the server starts).
  await generateAccessEvents(tx, new Date(), { count: DEMO_ACCESS_EVENTS, days: 120 });
  // The symbol library, drawn here and cleaned as an administrator's upload would be.
  await tx.insert(symbols).values(DEMO_SYMBOLS.map((symbol, i) => {
    const image = cleanSvg(Buffer.from(drawSymbol(symbol)));
    return { number: symbol.number, type: symbol.type, meanings: symbol.meanings, image, imageType: 'svg' as const, imageSha256: createHash('sha256').update(image).digest('hex'), sortOrder: i + 1 };
  }));
  return people.map((p) => p.loginId);
}

export async function setUpDatabase(db: Db, options: SetupOptions & { sharedSsoId: string }): Promise<GeneratedCredentials> {
  return db.transaction(async (tx) => {
    // One instance lays the data down; another starting at the same moment waits here, then finds it done.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('gsis:setup'))`);
    const generated: GeneratedCredentials = {};
    const roleIds = await ensureRoles(tx);
    await ensureMenus(tx, roleIds);
    await ensureRegions(tx);

    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count === 0) {
      const id = (options.adminId ?? 'admin@gsis.local').toLowerCase();
      const password = options.adminPassword ?? generatePassword();
      if (!options.adminPassword) generated.admin = { id, password };
      const adminId = await addAccount(tx, {
        loginId: id, name: 'GSIS Administrator', company: 'GSIS Headquarters', userType: 'EMPLOYEES', region: 'KOREA', country: 'KR',
        passwordHash: await hash(password), roles: [roleIds.get('SYSTEM_ADMIN')!, roleIds.get('USER')!],
      });
      // A password GSIS made up was printed to the log: it signs in once, only to choose the administrator's own.
      if (!options.adminPassword) await tx.update(users).set({ passwordMustChange: true }).where(eq(users.id, adminId));
    }

    const [demoDone] = await tx.select().from(systemSettings).where(eq(systemSettings.key, 'demo_data'));
    if (options.demoData && !demoDone && count === 0) {
      const password = options.demoPassword ?? generatePassword();
      const ids = await layDemoData(tx, roleIds, await hash(password), options.sharedSsoId);
      if (!options.demoPassword) generated.demo = { ids, password };
      await tx.insert(systemSettings).values({ key: 'demo_data', value: { laidAt: new Date().toISOString() } });
    }
    return generated;
  });
}
