// The mending of PDFium's page text (page-text-repair.ts), on strings as PDFium writes them and on the real-world
// corpus (server/test/real-pdfs): a PDF that nobody here made reads, word for word, as poppler's pdftotext reads it.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { agreementByLanguage, realPdfFile, realPdfs } from '../../../test/real-pdfs/corpus.ts';
import { foldPageHomoglyphs, repairPageTexts } from './page-text-repair.ts';
import { extractPdfText } from './pdf-text.ts';

describe('look-alike letters of another script', () => {
  it('take the script of their word: a Latin i inside a Cyrillic word is Cyrillic, a Cyrillic і inside a Latin word Latin', () => {
    expect(foldPageHomoglyphs('Iнтервали перед заголовками; змiните ASCІІ')).toBe('Інтервали перед заголовками; зміните ASCII');
    expect(foldPageHomoglyphs('Опцiї класiв усi')).toBe('Опції класів усі');
  });

  it('a one-letter word in lower case between spaces takes the script of most of the page; a capital alone is a label', () => {
    expect(foldPageHomoglyphs('формулами, i т. ін.')).toBe('формулами, і т. ін.');
    expect(foldPageHomoglyphs('Тому LATEX i працює так, як працює дизайнер книги')).toBe('Тому LATEX і працює так, як працює дизайнер книги');
    expect(foldPageHomoglyphs('Рівень рідини між LOW і FULL на бачку')).toBe('Рівень рідини між LOW і FULL на бачку');
    expect(foldPageHomoglyphs('Натисніть кнопки A і B разом')).toBe('Натисніть кнопки A і B разом');
    expect(foldPageHomoglyphs('Press a and b together, then release the lever')).toBe('Press a and b together, then release the lever');
  });

  it('a letter beside digits or punctuation is left as it was drawn', () => {
    expect(foldPageHomoglyphs('версії 2.x та 3 x 4 мм, варіант (a)')).toBe('версії 2.x та 3 x 4 мм, варіант (a)');
  });
});

describe('words broken at a line end', () => {
  it('are joined where PDFium marked the hyphen, the next line following it', () => {
    expect(repairPageTexts(['віддають до видав\uFFFEництва. Там один', 'ширину стов\uFFFEпчикiв'])).toEqual(['віддають до видавництва. Там один', 'ширину стовпчиків']);
  });

  it('are joined where a producer left a hyphen and a line break, the next line going on in lower case', () => {
    expect(repairPageTexts(['the hydraulic ac-\ncumulator holds pressure'])).toEqual(['the hydraulic accumulator holds pressure']);
    expect(repairPageTexts(['Check the Open-\nSource licence'])).toEqual(['Check the Open-\nSource licence']);
  });

  it('keep the hyphen of a compound that the document writes with one elsewhere', () => {
    expect(repairPageTexts(['a well-known rule', 'it is well\uFFFEknown'])).toEqual(['a well-known rule', 'it is well-known']);
  });
});

it('ligature glyphs are their letters, and a footnote\'s number stands apart from its first word', () => {
  expect(repairPageTexts(['the ﬁrst ﬂange, eﬃcient\n1What is it?\n3D view'])).toEqual(['the first flange, efficient\n1 What is it?\n3D view']);
});

describe('real PDFs from elsewhere (server/test/real-pdfs)', () => {
  it('read word for word as poppler reads them, 98 % at least in every language of the corpus', async () => {
    const byLanguage = await agreementByLanguage(async (pdf) => extractPdfText(await readFile(realPdfFile(pdf))));
    expect(byLanguage.map((l) => l.language).sort()).toEqual(['en', 'es-419', 'fr', 'ko', 'mn', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'zh-CN']);
    for (const { language, words, characters } of byLanguage) {
      expect(words, `${language}: words`).toBeGreaterThanOrEqual(0.98);
      expect(characters, `${language}: characters`).toBeGreaterThanOrEqual(0.99);
    }
  });

  it('a Ukrainian manual whose fonts draw і with the Latin i reads in Cyrillic, its hyphenated words whole', async () => {
    const pdf = (await realPdfs()).find((p) => p.name === 'uk-lshort')!;
    const pages = await extractPdfText(await readFile(realPdfFile(pdf)));
    expect(pages[1]).toContain('(ширину стовпчиків, шрифти, інтервали перед та після заголовків');
    expect(pages[1]).toContain('автори віддають свої рукописи до видавництва.');
    expect(pages.join('\n')).not.toMatch(/\p{Script=Cyrillic}[a-z]|[a-z]\p{Script=Cyrillic}|\uFFFE/u);
  });
});
