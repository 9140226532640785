import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { isGsisPath, isWebAddress } from './menu-api.ts';

export const LINK_TYPES = ['RELATED_SITE', 'FAMILY_SITE', 'SOCIAL'] as const;

/**
 * Where a related link may lead: an http(s) address or a page of GSIS. z.url() alone lets javascript:,
 * data: and '//host' through, which the footer would put in an href.
 */
export const isRelatedLinkUrl = (url: string): boolean => isGsisPath(url) || isWebAddress(url, true);

export const RelatedLink = z.object({
  linkId: z.number().int(),
  linkName: z.string(),
  linkUrl: z.string().refine(isRelatedLinkUrl, { message: 'url' }),
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

// ── Endpoints: /relatedlink/** ──

export const relatedLinksApi = {
  list: endpoint({
    method: 'GET', path: '/relatedlink/list', access: 'public', area: 'related-links',
    summary: 'Related sites, family sites and social links of the footer', response: RelatedLinkListResponse,
  }),
};
