// The signed-in user's own preferences (language for now; My Info adds more).
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';

export function createAccountPreferences({ db, clock }: { db: Db; clock: () => Date }) {
  return {
    async save(userId: number, preferences: { language: string }): Promise<void> {
      await db.update(users).set({ language: preferences.language, updatedAt: clock() }).where(eq(users.id, userId));
    },
  };
}
export type AccountPreferences = ReturnType<typeof createAccountPreferences>;
