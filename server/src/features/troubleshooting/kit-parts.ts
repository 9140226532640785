// What a field kit takes from troubleshooting for one reader: the machine's guides and the dictionary they are
// written with (for readers who may read guides: the TSG menu), and the symbol library (the SYMBOL_LIBRARY menu).
// A kit never holds what its reader could not open online: the same menus open the reading calls (contract).
import { menuOf, symbolsApi, tsgApi, type KitPlan, type LanguageCode } from '@gsis/contract';
import { userHasMenu } from '../../platform/auth/sessions.repo.ts';
import type { Db } from '../../platform/db/database.ts';
import type { GuideService, MachineGuide } from './guides/guides.service.ts';
import type { TermService } from './guides/terms.service.ts';
import type { SymbolService } from './symbols/symbols.service.ts';

type KitReference = KitPlan['symbols'];

export interface KitParts {
  /** The published guides for the model (or its product line) in the kit's languages; none for a reader without the TSG menu. */
  guides(userId: number, modelId: number, languages: readonly LanguageCode[]): Promise<MachineGuide[]>;
  symbols(userId: number): Promise<KitReference>;
  /** The fault-code dictionary: the terms guides are written with. */
  dictionary(userId: number): Promise<KitReference>;
}

const GUIDE_MENU = menuOf(tsgApi.guide)!;
const SYMBOL_MENU = menuOf(symbolsApi.list)!;

export function createKitParts({ db, guides, symbols, terms }: { db: Db; guides: GuideService; symbols: SymbolService; terms: TermService }): KitParts {
  /** The part's size, counted only for a reader who may open it. */
  const reference = async (userId: number, menuId: string, count: () => Promise<number>): Promise<KitReference> =>
    ((await userHasMenu(db, userId, menuId)) ? { included: true, entries: await count() } : { included: false, entries: 0 });
  return {
    async guides(userId, modelId, languages) {
      return (await userHasMenu(db, userId, GUIDE_MENU)) ? guides.forMachine(modelId, languages) : [];
    },
    symbols: (userId) => reference(userId, SYMBOL_MENU, () => symbols.count()),
    dictionary: (userId) => reference(userId, GUIDE_MENU, () => terms.count()),
  };
}
