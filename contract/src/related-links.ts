import { z } from 'zod';

export const LINK_TYPES = ['RELATED_SITE', 'FAMILY_SITE', 'SOCIAL'] as const;

export const RelatedLink = z.object({
  linkId: z.number().int(),
  linkName: z.string(),
  linkUrl: z.url(),
  linkType: z.enum(LINK_TYPES),
});
export type RelatedLink = z.infer<typeof RelatedLink>;

export const RelatedLinkListResponse = z.object({ linkList: z.array(RelatedLink) });
export type RelatedLinkListResponse = z.infer<typeof RelatedLinkListResponse>;

/** Related-site names longer than this are shown shortened (seed section 9). */
export const RELATED_SITE_NAME_MAX = 25;
export const RELATED_SITE_NAME_KEEP = 22;
export function shortenSiteName(name: string): string {
  const chars = [...name];
  return chars.length > RELATED_SITE_NAME_MAX ? `${chars.slice(0, RELATED_SITE_NAME_KEEP).join('')}...` : name;
}
