// The demo's e-mail groups of the demo accounts and a template in English and Korean, ready to send.
import type { DbOrTx } from '../../platform/db/database.ts';
import { cleanRichText } from '../../platform/rich-text/rich-text.ts';
import { emailGroupMembers, emailGroups, emailTemplates, emailTemplateTexts } from './email.tables.ts';

/** The demo's e-mail template, in English and Korean; {{name}} and {{portalLink}} are filled in for each recipient. */
export const DEMO_EMAIL_TEMPLATE = [
  {
    language: 'en', subject: 'New service manuals for your machines, {{name}}',
    bodyHtml: '<p>Dear {{name}},</p><p>New editions of the shop manuals and troubleshooting guides for the DX crawler excavators are in GSIS. Sign in at {{portalLink}} and search for your model.</p><p>Your GSIS team</p>',
  },
  {
    language: 'ko', subject: '{{name}}님, 새 서비스 매뉴얼이 등록되었습니다',
    bodyHtml: '<p>{{name}}님, 안녕하십니까.</p><p>DX 크롤러 굴착기의 정비 매뉴얼과 고장 진단 가이드 새 판이 GSIS에 등록되었습니다. {{portalLink}}에서 로그인한 뒤 모델명으로 검색하십시오.</p><p>GSIS 드림</p>',
  },
];

/** The groups (dealers, headquarters) of the demo accounts, by login id, and the template. */
export async function seedDemoEmail(tx: DbOrTx, members: { dealers: number[]; headquarters: number[] }): Promise<void> {
  const [dealers, headquarters] = await tx.insert(emailGroups).values([
    { name: 'Asia-Pacific dealers', description: 'Service technicians of the dealers in Asia-Pacific' },
    { name: 'Headquarters', description: 'Document and support managers' },
  ]).returning({ id: emailGroups.id });
  await tx.insert(emailGroupMembers).values([
    ...members.dealers.map((userId) => ({ groupId: dealers!.id, userId })),
    ...members.headquarters.map((userId) => ({ groupId: headquarters!.id, userId })),
  ]);
  const [template] = await tx.insert(emailTemplates).values({ title: 'New service manuals' }).returning({ id: emailTemplates.id });
  await tx.insert(emailTemplateTexts).values(DEMO_EMAIL_TEMPLATE.map((text) => ({ templateId: template!.id, ...text, bodyHtml: cleanRichText(text.bodyHtml) })));
}
