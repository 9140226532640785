// What a field kit takes from troubleshooting for one reader: the machine's guides and the dictionary they are
// written with (for readers who may read guides: the TSG menu), and the symbol library (the SYMBOL_LIBRARY menu) —
// their sizes for the kit's plan, and the reference a device keeps to read them offline.
// A kit never holds what its reader could not open online: the same menus open the reading calls (contract).
import { ErrorCode, menuOf, symbolsApi, tsgApi, type KitPlan, type KitReferenceData, type LanguageCode, type MenuId } from '@gsis/contract';
import { userHasMenu } from '../../platform/auth/sessions.repo.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { GuideService, MachineGuide } from './tsg/tsg.service.ts';
import type { TermService } from './tsg/terms.service.ts';
import type { SymbolService } from './symbols/symbols.service.ts';

type KitReference = KitPlan['symbols'];

export interface KitParts {
  /** The published guides for the model (or its product line) in the kit's languages; none for a reader without the TSG menu. */
  guides(userId: number, modelId: number, languages: readonly LanguageCode[]): Promise<MachineGuide[]>;
  symbols(userId: number): Promise<KitReference>;
  /** The fault-code dictionary: the terms guides are written with. */
  dictionary(userId: number): Promise<KitReference>;
  /**
   * What a kit reads offline: each guide named as reading shows it (GET /service/tsg/guide/:id) in each language
   * given for it, and the dictionary's terms in the kit's languages, for a reader holding TSG; the symbol library's
   * cards in the reader's language for one holding SYMBOL_LIBRARY. Empty parts otherwise.
   */
  reference(userId: number, kit: { guides: readonly { guideId: number; languages: readonly LanguageCode[] }[]; languages: readonly LanguageCode[]; readerLanguage: LanguageCode }): Promise<KitReferenceData>;
}

const GUIDE_MENU = menuOf(tsgApi.guide)!;
const SYMBOL_MENU = menuOf(symbolsApi.list)!;

/** A guide withdrawn since the kit's plan was read is left out; anything else is a fault. */
const withdrawn = (error: unknown): undefined => {
  if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return undefined;
  throw error;
};

export function createKitParts({ db, guides, symbols, terms }: { db: Db; guides: GuideService; symbols: SymbolService; terms: TermService }): KitParts {
  /** The part's size, counted only for a reader who may open it. */
  const reference = async (userId: number, menuId: MenuId, count: () => Promise<number>): Promise<KitReference> =>
    ((await userHasMenu(db, userId, menuId)) ? { included: true, entries: await count() } : { included: false, entries: 0 });
  return {
    async guides(userId, modelId, languages) {
      return (await userHasMenu(db, userId, GUIDE_MENU)) ? guides.forMachine(modelId, languages) : [];
    },
    symbols: (userId) => reference(userId, SYMBOL_MENU, () => symbols.count()),
    dictionary: (userId) => reference(userId, GUIDE_MENU, () => terms.count()),

    async reference(userId, kit) {
      const [readsGuides, readsSymbols] = await Promise.all([userHasMenu(db, userId, GUIDE_MENU), userHasMenu(db, userId, SYMBOL_MENU)]);
      const wanted = kit.guides.flatMap((guide) => guide.languages.map((language) => ({ guideId: guide.guideId, language })));
      const [views, dictionary, cards] = await Promise.all([
        readsGuides ? Promise.all(wanted.map(({ guideId, language }) => guides.read(userId, guideId, language, kit.readerLanguage).catch(withdrawn))) : [],
        readsGuides ? terms.list(kit.readerLanguage, {}) : [],
        readsSymbols ? symbols.list(kit.readerLanguage, {}) : [],
      ]);
      return {
        guides: views.flatMap((view) => view ?? []),
        terms: dictionary.map((term) => ({
          termId: term.termId, category: term.category,
          texts: Object.fromEntries(kit.languages.flatMap((language) => (term.texts[language] ? [[language, term.texts[language]]] : []))),
        })),
        symbols: cards,
      };
    },
  };
}
