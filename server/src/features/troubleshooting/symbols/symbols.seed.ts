// The demo symbol library, drawn (symbol-drawings.ts) and cleaned as an administrator's upload would be.
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { cleanSvg } from '../../../platform/files/svg-clean.ts';
import { DEMO_SYMBOLS } from './symbol-data.ts';
import { drawSymbol } from './symbol-drawings.ts';
import { symbols } from './symbols.tables.ts';

export async function seedDemoSymbols(tx: DbOrTx): Promise<void> {
  await tx.insert(symbols).values(DEMO_SYMBOLS.map((symbol, i) => {
    const image = cleanSvg(Buffer.from(drawSymbol(symbol)));
    return { number: symbol.number, type: symbol.type, meanings: symbol.meanings, image, imageType: 'svg' as const, imageSha256: createHash('sha256').update(image).digest('hex'), sortOrder: i + 1 };
  }));
}
