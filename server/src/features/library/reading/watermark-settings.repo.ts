// The watermark's look, kept as one row of the system settings.
import { DEFAULT_WATERMARK, WatermarkSettings } from '@gsis/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { systemSettings } from '../../../platform/db/settings.tables.ts';

const WATERMARK_KEY = 'watermark';

/** The saved look, or the default when none was saved (or what was saved no longer reads as settings). */
export async function readWatermarkSettings(db: DbOrTx): Promise<WatermarkSettings> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, WATERMARK_KEY));
  const parsed = WatermarkSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_WATERMARK;
}

export async function writeWatermarkSettings(tx: DbOrTx, settings: WatermarkSettings, at: Date): Promise<void> {
  await tx.insert(systemSettings).values({ key: WATERMARK_KEY, value: settings, updatedAt: at })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: settings, updatedAt: at } });
}
