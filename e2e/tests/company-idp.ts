// The company identity provider of the journeys (global set-up): a real OpenID Connect provider (oidc-provider, the
// server tests' own, with its login page) on a port of the run, and GSIS set up to send the e-mails of its domain
// there through the administrators' API, its employees' group mapped to a role — as an administrator would.
import { API } from '@gsis/contract';
import { startTestProvider, type ProviderPerson, type TestProvider } from '../../server/src/features/company-sign-in/oidc-provider.test-helper.ts';
import { apiAs, type Api } from './api.ts';
import { E2E } from './env.ts';

/** The company of the journeys, its domain, and the employees its provider knows. */
export const COMPANY = {
  name: 'Anatolia Machinery',
  domain: 'anatolia-machinery.example',
  /** The provider's group whose members GSIS makes document managers. */
  group: 'gsis-document-managers',
  port: E2E.port + 2000,
};
export const EMPLOYEE: ProviderPerson = {
  sub: 'emp-20417',
  email: `ayse.yilmaz@${COMPANY.domain}`,
  claims: { name: 'Ayşe Yılmaz', company: COMPANY.name, department: 'Field Service', groups: [COMPANY.group], locale: 'tr' },
};

/** An employee who signed up to GSIS with a password before the company set its sign-in up: they link the two in My info. */
export const SIGNED_UP_EMPLOYEE: ProviderPerson = {
  sub: 'emp-31120',
  email: `mehmet.demir@${COMPANY.domain}`,
  claims: { name: 'Mehmet Demir', company: COMPANY.name, department: 'Parts' },
};

export default async function startCompanyProvider(): Promise<() => Promise<void>> {
  const idp = await startTestProvider({ port: COMPANY.port, loginPage: true });
  idp.people.set(EMPLOYEE.sub, EMPLOYEE);
  idp.people.set(SIGNED_UP_EMPLOYEE.sub, SIGNED_UP_EMPLOYEE);
  const admin = await apiAs('admin');
  try {
    await configureGsis(admin, idp);
  } finally {
    await admin.dispose();
  }
  return () => idp.close();
}

/** The provider as an administrator sets it up (the management screen's calls), its group mapped to document managers. */
async function configureGsis(admin: Api, idp: TestProvider): Promise<void> {
  const { id } = await admin.call(API.companySignInAdmin.saveProvider, {
    name: COMPANY.name, kind: 'OIDC', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret,
    scopes: ['openid', 'email', 'profile', 'org'], domains: [COMPANY.domain], createsAccounts: true,
    companyClaim: 'company', departmentClaim: 'department', groupsClaim: 'groups',
  });
  const { providers, roles } = await admin.call(API.companySignInAdmin.providers, undefined);
  const role = roles.find((r) => r.roleKey === 'DOCUMENT_MANAGER')!;
  await admin.call(API.companySignInAdmin.saveMapping, { providerId: id, group: COMPANY.group, roleId: role.id });
  // The redirect URI and the post-logout redirect URI the screen shows the administrator, typed in at the provider.
  const shown = providers.find((p) => p.id === id)!;
  await idp.register(shown.redirectUri, shown.signOutReturnUri!);
}
