// The rules of the troubleshooting guides. A guide is for one model or one product line, a controller type and a
// fault code (one guide per three); it is written per language as a draft, which publishing makes what readers
// see (the version before is superseded, kept). Everything a draft names must be there when it is saved — the
// catalogue's rows, the library's symbols, the dictionary's terms (held while the draft is written, so none is
// deleted under it) and each link's document, version and page or topic — and each refusal names its field.
// Readers see published versions only, in their language where there is one. The text is never spliced: a term is
// its word as the guide is written (a capital where it opens a sentence), the reader's word beside it. A link goes to
// the edition in the reader's language where one is there for them (the place the guide names kept beside it), and is
// judged by the library's authority rule as it stands for them: a link they may not open is marked, not hidden.
import {
  ErrorCode, faultCodeKey, menuOf, tsgApi, formatFaultCode, formatFaultCodeQuery, parseFaultCode, parseFaultCodeQuery, splitTerms,
  type FaultCode, type FaultCodeQuery, type GuideChoices, type GuideContent, type GuideDetail, type GuideFindQuery, type GuideHit, type GuideListQuery,
  type GuideLink, type GuideLinkView, type GuideModels, type GuideRow, type GuideSave, type GuideText, type GuideView, type LanguageCode,
  type KitGuide, type LinkableDocument,
} from '@gsis/contract';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import { userHasMenu } from '../../../platform/auth/sessions.repo.ts';
import { keptAnswers } from '../../../platform/cache/kept-answers.ts';
import type { ChangeSignals } from '../../../platform/db/change-signals.ts';
import { lockRow, type Db, type DbOrTx } from '../../../platform/db/database.ts';
import { labelFor } from '../../../platform/db/labels.ts';
import { constraintViolation } from '../../../platform/db/pg-errors.ts';
import { AppError } from '../../../platform/errors.ts';
import { managementView, type ReaderAccess, type ReaderView } from '../../library/access/reader-access.ts';
import type { SymbolService } from '../symbols/symbols.service.ts';
import * as repo from './tsg.repo.ts';
import type { TermService } from './terms.service.ts';

export interface GuideService {
  list(query: z.output<typeof GuideListQuery>): Promise<{ items: GuideRow[]; total: number; page: number; pageSize: number }>;
  detail(actor: Actor, id: number): Promise<GuideDetail>;
  save(actor: Actor, input: z.output<typeof GuideSave>): Promise<number>;
  publish(actor: Actor, guideId: number, language: LanguageCode): Promise<void>;
  remove(actor: Actor, id: number): Promise<void>;
  choices(language: LanguageCode): Promise<GuideChoices>;
  /** Documents the actor may link to: a library manager any, anyone else what they may read. */
  linkable(actor: Actor, keyword: string): Promise<LinkableDocument[]>;

  models(): Promise<GuideModels>;
  find(query: z.output<typeof GuideFindQuery>, language: LanguageCode): Promise<{ items: GuideHit[]; readAs: string | null }>;
  /** Guides for the fault code a search box holds, as suggestions, when the user may read guides (the TSG menu). */
  suggest(term: string, userId: number, language: LanguageCode): Promise<{ text: string; href: string }[]>;
  /**
   * The published guides for a model (or its product line) as a field kit takes them: in each of `languages` they are
   * published in, else in the language a reader would get; with every place their versions link to, once.
   */
  forMachine(modelId: number, languages: readonly LanguageCode[]): Promise<MachineGuide[]>;
  /** A published guide as the user reads it (NOT_FOUND for a guide with no published version). */
  read(userId: number, guideId: number, asked: LanguageCode | undefined, language: LanguageCode): Promise<GuideView>;
}

/** A guide in a field kit: the links are as the guide names them, before anyone's authority is applied. */
export type MachineGuide = Omit<KitGuide, 'links'> & { links: GuideLink[] };

type Problem = { path: string; rule: string };

/** The menu that lets a reader read guides (the contract's tsgApi says the same of its reading calls). */
const READER_MENU = menuOf(tsgApi.guide)!;
const SUGGESTED_GUIDES = 3;

export const codeOf = (row: repo.StoredCode): FaultCode =>
  (row.codeKind === 'J1939' ? { kind: 'J1939', spn: row.spn ?? 0, fmi: row.fmi ?? 0 } : { kind: 'OEM', code: row.oemCode ?? '' });

/** The columns a fault code is kept in, its key among them. */
export function faultCodeColumns(code: FaultCode): repo.StoredCode & { codeKey: string } {
  return code.kind === 'J1939'
    ? { codeKind: 'J1939', spn: code.spn, fmi: code.fmi, oemCode: null, codeKey: faultCodeKey(code) }
    : { codeKind: 'OEM', spn: null, fmi: null, oemCode: code.code, codeKey: faultCodeKey(code) };
}

const named = (row: repo.GuideRowValues | repo.HitValues | repo.ShownValues | repo.MachineGuideValues) => ({
  guideId: row.guideId,
  faultCode: formatFaultCode(codeOf(row)),
  scope: { modelId: row.modelId, productId: row.productId, label: row.scopeLabel },
  controller: { controllerTypeId: row.controllerTypeId, sourceTpcd: row.sourceTpcd ?? '', modelCodeName: row.modelCodeName ?? '', description: row.description ?? '' },
});

/** Every text of the content with where it is in the form, for checking terms and drawing them. */
function textsOf(content: GuideContent): { path: string; text: string }[] {
  return [
    { path: 'description', text: content.description },
    ...content.causes.map((text, i) => ({ path: `causes.${i}`, text })),
    ...content.steps.flatMap((step, i) => [{ path: `steps.${i}.text`, text: step.text }, { path: `steps.${i}.expected`, text: step.expected }]),
  ];
}
/** Which guides a code asks for: every FMI of an SPN typed so far, or the one code. */
const codeFilterOf = (code: FaultCodeQuery | null): repo.CodeFilter | undefined =>
  (code ? (code.kind === 'SPN' ? { spn: code.spn } : { codeKey: faultCodeKey(code) }) : undefined);
const termIdsOf = (text: string) => splitTerms(text).flatMap((piece) => ('termId' in piece ? [piece.termId] : []));

/** Whether a word after `before` (the text so far) opens a sentence: at the start, on a new line, or after a full stop, ! or ?. */
const opensSentence = (before: string) => /(^\s*|\n\s*|[.!?]\s+)$/u.test(before);
/** The word with a capital first letter, as the language writes one (no change in a script without case). */
const capitalised = (word: string, language: LanguageCode) => {
  const first = word.codePointAt(0);
  if (first === undefined) return word;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(language) + word.slice(head.length);
};

/**
 * The text as written in `written`, each term its word in that language (else English, marked so) and a capital where
 * it opens a sentence — a token stands where the writer's word stood, whatever its case — with the term in the
 * reader's language beside it where the dictionary has it and it differs. A term no longer in the dictionary is left out.
 */
export function drawText(text: string, termTexts: ReadonlyMap<number, Record<string, string>>, written: LanguageCode, reader: LanguageCode): GuideText {
  const drawn: GuideText = [];
  let before = '';
  for (const piece of splitTerms(text)) {
    if ('text' in piece) {
      drawn.push({ text: piece.text });
      before += piece.text;
      continue;
    }
    const texts = termTexts.get(piece.termId);
    if (!texts) continue;
    const language: LanguageCode = texts[written] ? written : 'en';
    const word = labelFor(texts, written);
    const text = opensSentence(before) ? capitalised(word, language) : word;
    const translation = reader !== language ? texts[reader] : undefined;
    drawn.push({
      text, termId: piece.termId,
      ...(language !== written ? { language } : {}),
      ...(translation && translation.toLocaleLowerCase(reader) !== word.toLocaleLowerCase(language) ? { translation } : {}),
    });
    before += text;
  }
  return drawn;
}

/**
 * A link as the reader is offered it: the edition in their language when there is one for them (`edition`) — the
 * document's own keeps the page or topic where it has it, another document opens at its start — with the place the
 * guide names beside it; else that place.
 */
function linkOffered(link: GuideLink, place: repo.PlaceValues, edition: repo.EditionValues | null): GuideLinkView {
  const named = {
    documentId: link.documentId, versionId: link.versionId, page: link.page ?? null, topic: link.topic ?? null,
    title: place.title, language: (place.language as LanguageCode | null) ?? null, readable: place.openable,
  };
  if (!edition) return { ...named, versionLabel: place.versionLabel, topicTitle: place.topicTitle, insteadOf: null };
  const page = edition.sameDocument && link.page !== undefined && edition.publishType === 'PDF' && (edition.pageCount === null || link.page <= edition.pageCount) ? link.page : null;
  const topic = edition.sameDocument && link.topic !== undefined && edition.topicTitle !== null ? link.topic : null;
  return {
    documentId: edition.documentId, versionId: edition.versionId, page, topic, title: edition.title, language: edition.language, readable: true,
    versionLabel: edition.versionLabel, topicTitle: topic === null ? null : edition.topicTitle, insteadOf: named,
  };
}

export function createGuideService({ db, clock, signals, symbols, terms, readers }: {
  db: Db; clock: () => Date; signals: ChangeSignals; symbols: SymbolService; terms: TermService; readers: ReaderAccess;
}): GuideService {
  /** The published guides of a code, per language, for the header box: dropped on every instance when a guide is published or deleted. */
  const keptGuides = keptAnswers<Awaited<ReturnType<typeof repo.findPublished>>>({ signals, topic: 'guides', max: 20_000, ttlMs: 60_000 });

  /**
   * How a guide's editor sees the library: a library manager all of it, distributed or not; anyone else as a reader
   * (what they may read, distributed), so writing guides opens no document the editor may not read.
   */
  async function editorView(actor: Actor): Promise<ReaderView> {
    const view = await readers.viewOf(actor.userId);
    return view.readsAll ? managementView(actor.userId) : view;
  }

  /** What the draft names that is not there (or not the editor's to link), each at its field. */
  async function problemsOf(tx: DbOrTx, actor: Actor, input: z.output<typeof GuideSave>): Promise<Problem[]> {
    const problems: Problem[] = [];
    const at = (path: string, rule: string) => problems.push({ path: `body.${path}`, rule });
    const catalogue = await repo.catalogueHas(tx, input);
    if (input.modelId !== null && !catalogue.model) at('modelId', 'unknown');
    if (input.productId !== null && !catalogue.product) at('productId', 'unknown');
    if (!catalogue.controller) at('controllerTypeId', 'unknown');

    const content = input.draft.content;
    const symbolIds = [...new Set(content.steps.flatMap((step) => step.symbolIds))];
    const symbolsThere = new Set(await repo.symbolsThere(tx, symbolIds));
    content.steps.forEach((step, i) => step.symbolIds.forEach((id, j) => { if (!symbolsThere.has(id)) at(`draft.content.steps.${i}.symbolIds.${j}`, 'unknown'); }));

    const texts = textsOf(content);
    const termsThere = new Set(await repo.termsThere(tx, [...new Set(texts.flatMap(({ text }) => termIdsOf(text)))]));
    for (const { path, text } of texts) if (termIdsOf(text).some((id) => !termsThere.has(id))) at(`draft.content.${path}`, 'unknown_term');

    const links = content.steps.flatMap((step, i) => step.links.map((link, j) => ({ ...link, path: `draft.content.steps.${i}.links.${j}` })));
    const places = await repo.placesOf(tx, await editorView(actor), links);
    links.forEach((link, i) => {
      const place = places[i]!;
      if (place.title === null) at(`${link.path}.documentId`, 'unknown');
      else if (place.versionLabel === null) at(`${link.path}.versionId`, 'unknown');
      else if (link.page !== undefined && place.publishType !== 'PDF') at(`${link.path}.page`, 'not_a_pdf');
      else if (link.page !== undefined && place.pageCount !== null && link.page > place.pageCount) at(`${link.path}.page`, 'past_the_end');
      else if (link.topic !== undefined && place.publishType !== 'WEBHELP') at(`${link.path}.topic`, 'not_web_help');
      else if (link.topic !== undefined && place.topicTitle === null) at(`${link.path}.topic`, 'unknown');
    });
    return problems;
  }

  return {
    async list(query) {
      const code = query.keyword ? parseFaultCodeQuery(query.keyword) : null;
      const codeFilter = codeFilterOf(code);
      const { items, total } = await repo.listGuides(db, { ...query, code: codeFilter });
      return {
        items: items.map((row) => ({ ...named(row), title: row.title, languages: row.languages as GuideRow['languages'], updatedAt: row.updatedAt })),
        total, page: query.page, pageSize: query.pageSize,
      };
    },

    async detail(actor, id) {
      const guide = await repo.findGuide(db, id);
      if (!guide) throw new AppError(ErrorCode.NOT_FOUND);
      const versions = await repo.versionsOf(db, id);
      const links = [...new Map(versions.flatMap((v) => v.content.steps.flatMap((step) => step.links)).map((link) => [link.versionId, link])).values()];
      const places = await repo.placesOf(db, await editorView(actor), links);
      return {
        guideId: guide.guideId, modelId: guide.modelId, productId: guide.productId, controllerTypeId: guide.controllerTypeId,
        faultCode: formatFaultCode(codeOf(guide)), versions,
        linkedVersions: links.flatMap((link, i) => {
          const place = places[i]!;
          return place.title !== null && place.versionLabel !== null && place.publishType !== null
            ? [{ documentId: link.documentId, versionId: link.versionId, title: place.title, label: place.versionLabel, language: place.language ?? '', publishType: place.publishType, pageCount: place.pageCount }]
            : [];
        }),
      };
    },

    async save(actor, input) {
      const key: repo.GuideKeyValues = { modelId: input.modelId, productId: input.productId, controllerTypeId: input.controllerTypeId, ...faultCodeColumns(input.faultCode) };
      try {
        return await db.transaction(async (tx) => {
          const problems = await problemsOf(tx, actor, input);
          if (problems.length > 0) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: problems });
          const at = clock();
          let guideId = input.guideId;
          if (guideId === undefined) {
            guideId = await repo.insertGuide(tx, key, at);
          } else {
            await lockRow(tx, 'tsg_guides', guideId);
            const before = await repo.findGuide(tx, guideId);
            if (!before) throw new AppError(ErrorCode.NOT_FOUND);
            // What a published guide is for is what readers find it by: a draft's save never moves it.
            const moved = (['modelId', 'productId', 'controllerTypeId', 'codeKey'] as const).filter((k) => before[k] !== key[k]);
            if (moved.length > 0 && (await repo.isPublished(tx, guideId))) {
              throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: moved.map((k) => ({ path: `body.${k === 'codeKey' ? 'faultCode' : k}`, rule: 'published' })) });
            }
            await repo.updateGuide(tx, guideId, key, at);
          }
          const versionId = await repo.keepDraft(tx, guideId, input.draft, at);
          await recordAudit(tx, actor, {
            action: 'TSG_GUIDE_SAVE', targetType: 'TSG_GUIDE', targetId: guideId, before: null,
            after: { ...key, draft: { versionId, language: input.draft.language, label: input.draft.label, title: input.draft.content.title } },
          });
          return guideId;
        });
      } catch (error) {
        const violation = constraintViolation(error);
        if (violation?.constraint === 'tsg_guides_key') throw new AppError(ErrorCode.ALREADY_EXISTS, { fields: [{ path: 'body.faultCode', rule: 'taken' }] });
        // A model, product line or controller type deleted while the guide was saved.
        if (violation?.kind === 'foreign-key') throw new AppError(ErrorCode.INPUT_VALUE_ERROR);
        throw error;
      }
    },

    publish(actor, guideId, language) {
      return db.transaction(async (tx) => {
        await lockRow(tx, 'tsg_guides', guideId);
        if (!(await repo.publishDraft(tx, guideId, language, clock()))) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.touchGuide(tx, guideId, clock());
        await signals.signal(tx, 'guides');
        await recordAudit(tx, actor, { action: 'TSG_GUIDE_PUBLISH', targetType: 'TSG_GUIDE', targetId: guideId, before: null, after: { language } });
      });
    },

    remove(actor, id) {
      return db.transaction(async (tx) => {
        await lockRow(tx, 'tsg_guides', id);
        const before = await repo.findGuide(tx, id);
        if (!before || !(await repo.deleteGuide(tx, id))) throw new AppError(ErrorCode.NOT_FOUND);
        await signals.signal(tx, 'guides');
        await recordAudit(tx, actor, { action: 'TSG_GUIDE_DELETE', targetType: 'TSG_GUIDE', targetId: id, before, after: null });
      });
    },

    async choices(language) {
      const [catalogue, symbolCards, termItems] = await Promise.all([repo.catalogueChoices(db), symbols.list(language, {}), terms.list(language, {})]);
      return { ...catalogue, symbols: symbolCards, terms: termItems.map(({ usedBy: _usedBy, ...term }) => term) };
    },

    async linkable(actor, keyword) {
      const documents = new Map<number, LinkableDocument>();
      for (const { documentId, title, ...version } of await repo.linkableVersions(db, await editorView(actor), keyword)) {
        const document = documents.get(documentId) ?? { documentId, title, versions: [] };
        document.versions.push(version);
        documents.set(documentId, document);
      }
      return [...documents.values()];
    },

    async models() {
      const models = new Map<number, GuideModels['models'][number]>();
      for (const row of await repo.modelsWithGuides(db)) {
        const model = models.get(row.modelId) ?? { modelId: row.modelId, code: row.code, productName: row.productName, controllers: [] };
        model.controllers.push({
          controllerTypeId: row.controllerTypeId, sourceTpcd: row.sourceTpcd ?? '', modelCodeName: row.modelCodeName ?? '', description: row.description ?? '', guideCount: row.guideCount,
        });
        models.set(row.modelId, model);
      }
      return { models: [...models.values()] };
    },

    async find(query, language) {
      const code = query.code ? parseFaultCodeQuery(query.code) : null;
      // A code box holding what is no fault code finds nothing, and says so.
      if (query.code && !code) return { items: [], readAs: null };
      const codeFilter = codeFilterOf(code);
      const rows = await repo.findPublished(db, { ...query, code: codeFilter }, language);
      return {
        items: rows.map((row) => ({ ...named(row), title: row.title, language: row.language })),
        readAs: code ? formatFaultCodeQuery(code) : null,
      };
    },

    async suggest(term, userId, language) {
      const code = parseFaultCode(term);
      if (!code) return [];
      // Almost anything typed in the header box reads as a maker's code, and almost no code has a guide: the
      // guides of a code are kept (keptGuides), and whether the reader may read guides is asked only when there are some.
      const key = faultCodeKey(code);
      const rows = await keptGuides.get(`${key}\u0000${language}`, () => repo.findPublished(db, { code: { codeKey: key } }, language));
      if (rows.length === 0 || !(await userHasMenu(db, userId, READER_MENU))) return [];
      return rows.slice(0, SUGGESTED_GUIDES).map((row) => ({
        // The model first: the list is narrow, and it tells one machine's guide from another's.
        text: `${formatFaultCode(code)} · ${row.scopeLabel} · ${row.title}`,
        href: `/tsg?code=${encodeURIComponent(formatFaultCode(code))}&guide=${row.guideId}`,
      }));
    },

    async forMachine(modelId, languages) {
      return (await repo.publishedForModel(db, modelId)).map((row) => {
        const wanted = row.versions
          .filter((version) => languages.includes(version.language))
          .sort((a, b) => languages.indexOf(a.language) - languages.indexOf(b.language));
        // In none of the kit's languages: the one reading would fall back to (the reader's and English are wanted already).
        const taken = wanted.length > 0 ? wanted : row.versions.slice(0, 1);
        const links = new Map<string, GuideLink>();
        for (const link of taken.flatMap((version) => version.content.steps.flatMap((step) => step.links))) {
          links.set(`${link.versionId}\u0000${link.page ?? ''}\u0000${link.topic ?? ''}`, link);
        }
        const { scope: _scope, ...guide } = named(row);
        return { ...guide, title: taken[0]!.title, languages: taken.map((version) => version.language), links: [...links.values()] };
      });
    },

    async read(userId, guideId, asked, language) {
      const shown = await repo.publishedGuide(db, guideId, asked, language);
      if (!shown) throw new AppError(ErrorCode.NOT_FOUND);
      const content = shown.content;
      const termTexts = await terms.texts(db, [...new Set(textsOf(content).flatMap(({ text }) => termIdsOf(text)))]);
      const cards = new Map((await symbols.cards(language, content.steps.flatMap((step) => step.symbolIds))).map((card) => [card.symbolId, card]));
      const links = content.steps.flatMap((step) => step.links);
      const view = await readers.viewOf(userId);
      const [places, editions] = await Promise.all([
        repo.placesOf(db, view, links),
        repo.editionsIn(db, view, links, language, { modelId: shown.modelId, productId: shown.productId }),
      ]);
      let next = 0;
      // As written, in the version's language; the terms also in the reader's (not the one asked for: that is the guide's).
      const text = (value: string) => drawText(value, termTexts, shown.language, language);
      return {
        ...named(shown),
        language: shown.language, label: shown.label, publishedAt: shown.publishedAt,
        languages: shown.languages.filter((other) => other !== shown.language),
        readerLanguage: language,
        title: content.title,
        description: text(content.description),
        causes: content.causes.map(text),
        steps: content.steps.map((step) => ({
          kind: step.kind, text: text(step.text), expected: text(step.expected),
          symbols: step.symbolIds.flatMap((id) => cards.get(id) ?? []),
          links: step.links.map((link) => {
            const at = next++;
            return linkOffered(link, places[at]!, editions[at]!);
          }),
        })),
      };
    },
  };
}

