// What a kit on the device is now, by its record and the device's clock: the one rule every screen that lists or
// opens a kit follows. A kit past its expiry without a check no longer opens, whatever else is true of it.
import type { KitMachine, VersionChanges } from '@gsis/contract';
import type { StoredKit } from './kit-store.ts';

export type KitState = 'EXPIRED' | 'DOWNLOADING' | 'READY';

export function kitState(kit: Pick<StoredKit, 'expired' | 'expiresAt' | 'complete'>, now: number = Date.now()): KitState {
  if (kit.expired || !(now < Date.parse(kit.expiresAt))) return 'EXPIRED';
  return kit.complete ? 'READY' : 'DOWNLOADING';
}

/** A kit's machine as people name it: the model and its serial plate when there is one, else the model. */
export function machineName(machine: KitMachine): string {
  return machine.suffix !== null && machine.serialNumber !== null ? `${machine.model} · ${machine.suffix} ${machine.serialNumber}` : machine.model;
}

/** The machine of a kit on the device. */
export const machineLabel = (kit: Pick<StoredKit, 'summary'>): string => machineName(kit.summary.machine);

/** The pages (or topics) whose text a new version changed: changed, added and removed; a page only moved reads the same. */
export const pagesChanged = (changes: VersionChanges): number =>
  changes.identical ? 0 : changes.counts.changed + changes.counts.added + changes.counts.removed;
