import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareStamp, type StampPlan } from './stamp-plan.ts';
import { stampUpdate, type WatermarkStyle } from './stamp-update.ts';
import { loadWatermarkFonts, type WatermarkFaceRole, type WatermarkFonts } from './watermark-fonts.ts';

const STYLE: WatermarkStyle = { fontSize: 24, opacity: 0.3, angle: 30 };
const EVERY_FACE: WatermarkFaceRole[] = ['latin', 'korean', 'chinese', 'thai', 'myanmar'];

let plan: StampPlan;
beforeAll(async () => {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  plan = (await prepareStamp(await doc.save())).plan;
});

const loadedFaces = (fonts: WatermarkFonts) => fonts.faces.filter((face) => face.loaded !== undefined).map((face) => face.role);

async function facesLoadedFor(text: string): Promise<WatermarkFaceRole[]> {
  const fonts = await loadWatermarkFonts();
  await stampUpdate(plan, text, STYLE, fonts);
  return loadedFaces(fonts);
}

describe('watermark faces, loaded when a watermark first needs them', () => {
  it('reads the Latin face at load, and no other', async () => {
    expect(loadedFaces(await loadWatermarkFonts())).toEqual(['latin']);
    expect(loadedFaces(await loadWatermarkFonts({ preload: [] }))).toEqual([]);
  });

  it('stamps Latin, Cyrillic and Greek text with the Latin face alone', async () => {
    expect(await facesLoadedFor('dealer@gsis.local Dealer One (ACME) 2026-11-27 10.0.0.1 Иван Петров Ελληνικά İğüş')).toEqual(['latin']);
  });

  it('loads a CJK, Thai or Myanmar face when the text needs its script', async () => {
    expect(await facesLoadedFor('dealer@gsis.local 김철수 2026-11-27')).toEqual(['latin', 'korean']);
    expect(await facesLoadedFor('dealer@gsis.local 王伟 2026-11-27')).toEqual(['latin', 'chinese']);
    expect(await facesLoadedFor('dealer@gsis.local ကိုကို 2026-11-27')).toEqual(['latin', 'myanmar']);
  });

  it('finds a spaced Thai name fits no face whole from the CJK faces’ character maps, without loading those faces', async () => {
    // The Thai face has no space, so the name is tried against every face before it is split per character.
    expect(await facesLoadedFor('สมชาย ใจดี 2026-11-27')).toEqual(['latin', 'thai']);
  });

  it('knows from a face’s character map exactly what the loaded face covers, code point by code point', async () => {
    const fonts = await loadWatermarkFonts({ preload: [] });
    for (const source of fonts.faces) {
      const coverage = await source.coverage();
      const { font } = await source.load();
      let differences = 0;
      for (let codePoint = 0; codePoint < 0x110000; codePoint++) {
        if (coverage.has(codePoint) !== font.hasGlyphForCodePoint(codePoint)) differences++;
      }
      expect(differences, source.role).toBe(0);
    }
  });

  it('stamps the same bytes whether the faces are loaded ahead or on demand', async () => {
    const texts = [
      'dealer@gsis.local 김철수 王伟 Иван สมชาย 2026-11-21', 'สมชาย ใจดี dealer@x.th 2026-11-27', 'ကိုကို အောင် 2026', '김 철수 (주)두산 2026',
      '王 伟 公司 2026', 'Бат ᠮᠣᠩ', 'AB 👍 ok ① ™ € ₩', 'Đặng Thị Ngọc Hà', '東京 ひらがな カタカナ',
    ];
    for (const text of texts) {
      const ahead = await stampUpdate(plan, text, STYLE, await loadWatermarkFonts({ preload: EVERY_FACE }));
      const onDemand = await stampUpdate(plan, text, STYLE, await loadWatermarkFonts({ preload: [] }));
      expect(Buffer.compare(ahead, onDemand), text).toBe(0);
    }
  });
});
