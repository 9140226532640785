// The demo's footer links.
import type { DbOrTx } from '../../platform/db/database.ts';
import { relatedLinks } from './related-links.tables.ts';

export const DEMO_LINKS: { linkName: string; linkUrl: string; linkType: 'RELATED_SITE' | 'FAMILY_SITE' | 'SOCIAL' }[] = [
  { linkName: 'Parts Online Ordering Portal', linkUrl: 'https://parts.example.com/', linkType: 'RELATED_SITE' },
  { linkName: 'Dealer Partner Portal (DXP)', linkUrl: 'https://dxp.example.com/', linkType: 'RELATED_SITE' },
  { linkName: 'Telematics Fleet Management Service', linkUrl: 'https://telematics.example.com/', linkType: 'RELATED_SITE' },
  { linkName: 'Training Academy', linkUrl: 'https://academy.example.com/', linkType: 'RELATED_SITE' },
  { linkName: 'Construction Equipment', linkUrl: 'https://construction.example.com/', linkType: 'FAMILY_SITE' },
  { linkName: 'Engines and Power Units', linkUrl: 'https://engines.example.com/', linkType: 'FAMILY_SITE' },
  { linkName: 'Compact Equipment', linkUrl: 'https://compact.example.com/', linkType: 'FAMILY_SITE' },
  { linkName: 'YouTube', linkUrl: 'https://www.youtube.com/', linkType: 'SOCIAL' },
  { linkName: 'LinkedIn', linkUrl: 'https://www.linkedin.com/', linkType: 'SOCIAL' },
  { linkName: 'Facebook', linkUrl: 'https://www.facebook.com/', linkType: 'SOCIAL' },
  { linkName: 'Instagram', linkUrl: 'https://www.instagram.com/', linkType: 'SOCIAL' },
];

export async function seedDemoRelatedLinks(tx: DbOrTx): Promise<void> {
  await tx.insert(relatedLinks).values(DEMO_LINKS.map((link, i) => ({ ...link, sortOrder: i + 1 })));
}
