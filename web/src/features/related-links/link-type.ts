// The block a page shows or a new link goes to, from the address (?type=); Related Sites when it names none.
import { LINK_TYPES, type LinkType } from '@gsis/contract';

export function linkTypeOf(value: string | null): LinkType {
  return (LINK_TYPES as readonly string[]).includes(value ?? '') ? (value as LinkType) : 'RELATED_SITE';
}
