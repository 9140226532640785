// What the My info sections share: their translations, the time-zone list from the browser's own data,
// and a session's device as people call it.
import type { MySessions } from '@gsis/contract';
import { deviceTimeZone } from '../../api/client.ts';
import { useTranslation } from 'react-i18next';

export const NS = 'myinfo';

export function useMyInfoT() {
  return useTranslation(NS);
}

type MyInfoT = ReturnType<typeof useMyInfoT>['t'];


/** Every IANA time zone the browser knows (an older browser: at least this device's and UTC). */
export function knownTimeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(supported);
  const here = deviceTimeZone();
  if (here) zones.add(here);
  zones.add('UTC');
  return [...zones].sort();
}

/** "GMT+9", "GMT-3:30" or "GMT" for a zone right now; empty when the browser cannot tell. */
export function zoneOffset(zone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

type SessionDevice = Pick<MySessions['sessions'][number], 'browser' | 'os' | 'model' | 'deviceType'>;

/**
 * A session's device as people call it, in the reader's language: "Chrome on Windows", "Safari on iPhone";
 * "Browser on Android" when only the system is known, the kind of device ("Phone") or "Unknown device"
 * when nothing is. Browser and system names stay as the server sent them.
 */
export function deviceName(t: MyInfoT, device: SessionDevice): string {
  const place = device.model ?? device.os;
  if (place) return t('sessions.device.on', { browser: device.browser ?? t('sessions.device.browser'), place });
  if (device.browser) return device.browser;
  return deviceKind(t, device);
}

/** "Computer", "Phone", "Tablet"… or "Unknown device". */
export function deviceKind(t: MyInfoT, device: Pick<SessionDevice, 'deviceType'>): string {
  return device.deviceType === 'unknown' ? t('sessions.unknownDevice') : t(`sessions.device.kind.${device.deviceType}`);
}
