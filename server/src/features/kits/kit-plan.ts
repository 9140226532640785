// A field kit's plan: what a kit for a machine holds for a reader. A kit is what the reader could open online for that
// machine, nothing more: the documents come from the library by its one authority rule (readableBy) and the
// applicability search uses (the model, and with a serial plate the document's serial range for it), the guides and
// references from troubleshooting under the menus that open them. A serial plate must be the model's: one of its
// suffixes, with a number inside that suffix's range.
import { ErrorCode, type KitMachine, type KitPlan, type KitPlanBody, type KitSerialRefusal, type LanguageCode } from '@gsis/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { ReaderAccess } from '../library/access/reader-access.ts';
import type { DocumentService } from '../library/documents/documents.service.ts';
import type { Machines } from '../library/library.feature.ts';
import type { KitParts } from '../troubleshooting/kit-parts.ts';

export interface KitPlanner {
  /** What a kit for the machine would hold for the user, reading in `language` (and English, and the languages added). */
  plan(userId: number, body: z.output<typeof KitPlanBody>, language: LanguageCode): Promise<KitPlan>;
  /**
   * What a kit taken for a machine holds for the user now, by their authority today: its serial plate as it was read
   * when the kit was taken, and its model named in `readerLanguage`.
   */
  planOfKit(userId: number, kit: TakenMachine & { languages: readonly LanguageCode[] }, readerLanguage: LanguageCode): Promise<KitPlan>;
  /** The machine of a kit taken, its model named in `language`. */
  machineOfKit(kit: TakenMachine, language: LanguageCode): Promise<KitMachine>;
}

/** The machine a kit was taken for, as it is kept. */
interface TakenMachine { modelId: number; serialSuffix: string | null; serialNumber: number | null }

/** A kit's languages: the reader's, English, then the languages added, each once. */
export const kitLanguages = (readerLanguage: LanguageCode, added: readonly LanguageCode[]): LanguageCode[] => [...new Set<LanguageCode>([readerLanguage, 'en', ...added])];

export interface KitPlannerDeps {
  machines: Pick<Machines, 'model' | 'serialPlate'>;
  readers: Pick<ReaderAccess, 'viewOf'>;
  documents: Pick<DocumentService, 'kitVersions'>;
  kitParts: KitParts;
}

type SerialReading = Awaited<ReturnType<Machines['serialPlate']>>[number];
type LinkedPlace = KitPlan['documents'][number]['linkedPlaces'][number];

const refuseSerial = (reason: KitSerialRefusal): never => {
  throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { reason, fields: [{ path: 'body.serialNumber', rule: reason }] });
};

/** The model's reading of a serial plate: one of its suffixes with a number in the suffix's range, else the refusal that says why. */
function serialOf(modelId: number, readings: SerialReading[]): { suffix: string; serialNumber: number } {
  const ours = readings.filter((reading) => reading.modelId === modelId);
  const inRange = ours.find((reading) => reading.inRange);
  if (inRange) return { suffix: inRange.suffix, serialNumber: inRange.serialNumber };
  if (ours.length > 0) return refuseSerial('SERIAL_OUT_OF_RANGE');
  return refuseSerial(readings.length > 0 ? 'SERIAL_OF_ANOTHER_MODEL' : 'SERIAL_UNKNOWN');
}

/** A place once per version, however many guides (or languages of one) link to it. */
const placeKey = (versionId: number, place: LinkedPlace) => `${versionId}\u0000${place.page ?? ''}\u0000${place.topic ?? ''}`;

export function createKitPlanner({ machines, readers, documents, kitParts }: KitPlannerDeps): KitPlanner {
  /** The machine: the model (NOT_FOUND when there is none) and the serial plate as `serial` reads it. */
  async function machineOf(modelId: number, language: LanguageCode, serial: () => Promise<Pick<KitMachine, 'suffix' | 'serialNumber'>>): Promise<KitMachine> {
    const model = await machines.model(modelId, language);
    if (!model) throw new AppError(ErrorCode.NOT_FOUND);
    return { modelId, model: model.model, product: model.product, ...(await serial()) };
  }

  /** The plate was judged when the kit was taken: the kit keeps its machine whatever the suffix's range says since. */
  const machineOfKit = (kit: TakenMachine, language: LanguageCode) =>
    machineOf(kit.modelId, language, async () => ({ suffix: kit.serialSuffix, serialNumber: kit.serialNumber }));

  async function contents(userId: number, machine: KitMachine, languages: LanguageCode[]): Promise<KitPlan> {
    const [guides, symbols, dictionary, view] = await Promise.all([
      kitParts.guides(userId, machine.modelId, languages), kitParts.symbols(userId), kitParts.dictionary(userId), readers.viewOf(userId),
    ]);
    const links = guides.flatMap((guide) => guide.links);
    const versions = await documents.kitVersions(view, machine, languages, [...new Set(links.map((link) => link.versionId))]);

    // A link is in the kit when its version is, as the document the link names (a link is to a document's version).
    const kept = new Map(versions.map((version) => [version.versionId, version]));
    const inKit = (link: { documentId: number; versionId: number }) => kept.get(link.versionId)?.documentId === link.documentId;
    const places = new Map<number, Map<string, LinkedPlace>>();
    for (const link of links.filter(inKit)) {
      const place = { page: link.page ?? null, topic: link.topic ?? null };
      const ofVersion = places.get(link.versionId) ?? new Map<string, LinkedPlace>();
      places.set(link.versionId, ofVersion.set(placeKey(link.versionId, place), place));
    }

    return {
      machine,
      languages,
      documents: versions.map((version) => ({ ...version, linkedPlaces: [...(places.get(version.versionId)?.values() ?? [])] })),
      // A link the reader may not open is named by its ids only: the kit says nothing of what it is.
      guides: guides.map((guide) => ({
        ...guide,
        links: guide.links.map((link) => ({ documentId: link.documentId, versionId: link.versionId, page: link.page ?? null, topic: link.topic ?? null, inKit: inKit(link) })),
      })),
      symbols,
      dictionary,
      totals: {
        documents: new Set(versions.map((version) => version.documentId)).size,
        versions: versions.length,
        guides: guides.length,
        bytes: versions.reduce((sum, version) => sum + version.bytes, 0),
      },
    };
  }

  return {
    async plan(userId, body, language) {
      const machine = await machineOf(body.modelId, language, async () =>
        (body.serialNumber === undefined ? { suffix: null, serialNumber: null } : serialOf(body.modelId, await machines.serialPlate(body.serialNumber))));
      return contents(userId, machine, kitLanguages(language, body.languages));
    },

    async planOfKit(userId, kit, readerLanguage) {
      return contents(userId, await machineOfKit(kit, readerLanguage), kitLanguages(readerLanguage, kit.languages));
    },

    machineOfKit,
  };
}
