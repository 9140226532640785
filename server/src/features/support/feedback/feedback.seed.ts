// The demo's feedback manager: who is told of feedback on documents.
import type { DbOrTx } from '../../../platform/db/database.ts';
import { feedbackManagers } from './feedback.tables.ts';

export async function seedDemoFeedbackManager(tx: DbOrTx, userId: number): Promise<void> {
  await tx.insert(feedbackManagers).values({ userId });
}
