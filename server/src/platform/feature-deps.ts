// What app.ts hands each feature's register function: the dependencies it builds once and every feature shares.
import type { Config } from '../config.ts';
import type { AfterAnswer } from './after-answer.ts';
import type { SessionPolicy } from './auth/session-rules.ts';
import type { ChangeSignals } from './db/change-signals.ts';
import type { Db } from './db/database.ts';
import type { FileStorage } from './files/storage.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SecondFactors } from './auth/second-factor.ts';
import type { SecretBox } from './auth/secret-box.ts';

export interface FeatureDeps {
  config: Config;
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  storage: FileStorage;
  /** The guard's session rule, which content tickets follow too. */
  sessionPolicy: SessionPolicy;
  /** Tells every instance what changed, so what they keep in memory is dropped (db/change-signals.ts). */
  signals: ChangeSignals;
  /** Records a request leaves behind (statistics, recent searches), written while its answer travels. */
  afterAnswer: AfterAnswer;
  /** Accounts' authenticator apps and recovery codes: My info sets them up, sign-in asks for them. */
  secondFactors: SecondFactors;
  /** Seals what must be unreadable with the database alone (second factors' and identity providers' secrets). */
  box: SecretBox;
}
