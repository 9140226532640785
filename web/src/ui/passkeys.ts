// Passkeys in the browser (WebAuthn, by @simplewebauthn/browser, loaded when first used): making one from the
// server's creation options, and signing the server's challenge with one. Shared by the login page and My info.
import type { PasskeyAdd, PasskeyAssertion } from '@gsis/contract';

const webAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (else the pages do not offer them). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Asks the browser to make a passkey for the options the server sent; its answer, for the server to keep. */
export async function makePasskey(options: Record<string, unknown>): Promise<PasskeyAdd['credential']> {
  const { startRegistration } = await webAuthn();
  return (await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] })) as PasskeyAdd['credential'];
}

/** Asks the browser to sign the server's challenge with one of the account's passkeys. */
export async function signWithPasskey(options: Record<string, unknown>): Promise<PasskeyAssertion> {
  const { startAuthentication } = await webAuthn();
  return (await startAuthentication({ optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] })) as PasskeyAssertion;
}

/** The person closed the browser's passkey prompt, or it timed out: nothing to report as a failure. */
export const passkeyCancelled = (error: unknown): boolean => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
