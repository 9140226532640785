import { z } from 'zod';
import { DeletedResponse, DoneResponse, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { name } from './fields.ts';
import { DbId } from './ids.ts';
import { isGsisPath, isWebAddress, UseYn } from './vocabulary.ts';

/** The footer's three blocks: the 'Related Sites' dropup, the 'Family Link' block and the social links. */
export const LINK_TYPES = ['RELATED_SITE', 'FAMILY_SITE', 'SOCIAL'] as const;
export const LinkType = z.enum(LINK_TYPES);
export type LinkType = z.infer<typeof LinkType>;

/**
 * Where a related link may lead: an http(s) address or a page of GSIS. z.url() alone lets javascript:,
 * data: and '//host' through, which the footer would put in an href.
 */
export const isRelatedLinkUrl = (url: string): boolean => isGsisPath(url) || isWebAddress(url, true);

/** Where a link in rich text (notices, answers, FAQs) may lead: where a related link may, or an e-mail address. */
export const isRichTextHref = (href: string): boolean => isRelatedLinkUrl(href) || /^mailto:[^\s\p{Cc}<>"@]+@[^\s\p{Cc}<>"@]+$/u.test(href);

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

// ── Administration: /mgmt/relatedlink/** ──

/** A link as the administrators manage it, switched off ones too. */
export const RelatedLinkItem = z.object({
  linkId: DbId, linkName: z.string(), linkUrl: z.string(), linkType: LinkType, sortOrder: z.number().int(), useYn: UseYn,
});
export type RelatedLinkItem = z.infer<typeof RelatedLinkItem>;
export const RelatedLinkItems = z.object({ linkList: z.array(RelatedLinkItem) });

export const RelatedLinkIdBody = z.object({ linkId: DbId });
/** A new link goes last in its block; the order is changed with /sort/edit. */
export const RelatedLinkSave = z.object({
  linkId: DbId.optional(),
  linkType: LinkType,
  linkName: name(100),
  /** An address on the web people open in a new tab: http or https only. */
  linkUrl: z.string().trim().max(2000).refine((url) => isWebAddress(url, true), { message: 'url' }),
  useYn: UseYn.default('Y'),
});
export type RelatedLinkSave = z.input<typeof RelatedLinkSave>;
/** The links of one block in their new order: every link of the block, each once. */
export const RelatedLinkSort = z.object({
  linkType: LinkType,
  linkIds: z.array(DbId).min(1).max(500).refine((ids) => new Set(ids).size === ids.length, { message: 'repeated' }),
});
export type RelatedLinkSort = z.input<typeof RelatedLinkSort>;

const MANAGE = { menu: 'MGMT_SUP_RELATEDLINK' } as const;

// ── Endpoints: /relatedlink/** and /mgmt/relatedlink/** ──

export const relatedLinksApi = {
  list: endpoint({
    method: 'GET', path: '/relatedlink/list', access: 'public', area: 'related-links',
    summary: 'Related sites, family sites and social links of the footer', response: RelatedLinkListResponse,
  }),
  managedList: endpoint({
    method: 'POST', path: '/mgmt/relatedlink/list', access: MANAGE, area: 'related-links',
    summary: 'Every related link, switched off ones too, in its block\'s order', response: RelatedLinkItems,
  }),
  detail: endpoint({
    method: 'POST', path: '/mgmt/relatedlink/detail', access: MANAGE, area: 'related-links',
    summary: 'One related link', body: RelatedLinkIdBody, response: RelatedLinkItem,
  }),
  save: endpoint({
    method: 'POST', path: '/mgmt/relatedlink/save', access: MANAGE, area: 'related-links',
    summary: 'Adds a related link (last in its block) or changes one', body: RelatedLinkSave, response: SavedResponse,
  }),
  delete: endpoint({
    method: 'POST', path: '/mgmt/relatedlink/delete', access: MANAGE, area: 'related-links',
    summary: 'Deletes a related link', body: RelatedLinkIdBody, response: DeletedResponse,
  }),
  sort: endpoint({
    method: 'POST', path: '/mgmt/relatedlink/sort/edit', access: MANAGE, area: 'related-links',
    summary: 'Puts the links of one block in the given order', body: RelatedLinkSort, response: DoneResponse,
  }),
};
