// The block a page shows or a new link goes to, from the address (?type=); Related Sites when it names none.
import { LINK_TYPES, type LinkType } from '@gsis/contract';
import { oneOf } from '../../ui/address-params.ts';

export const linkTypeOf = (value: string | null): LinkType => oneOf(LINK_TYPES, value) ?? 'RELATED_SITE';
