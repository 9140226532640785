import { describe, expect, it } from 'vitest';
import { FIND_AGENT_SOURCE, withFindAgent } from './webhelp-find-agent.ts';

const agentAt = (page: Buffer) => page.toString('latin1').indexOf('<script>(function () {');

describe('the find script in a web-help topic', () => {
  it('is JavaScript a browser can run', () => {
    expect(() => new Function(FIND_AGENT_SOURCE)).not.toThrow();
  });

  it('goes before the last </body>, whatever its case', () => {
    const page = Buffer.from('<!doctype html><html><body><p>A <code>&lt;/body&gt;</code></p></BODY ></html>');
    const out = withFindAgent(page).toString('latin1');
    expect(out.startsWith('<!doctype html><html><body><p>A <code>&lt;/body&gt;</code></p><script>')).toBe(true);
    expect(out).toMatch(/<script>\(function \(\) \{[\s\S]*<\/script><\/BODY ><\/html>$/);
  });

  it('is added at the end of a page without </body>', () => {
    const out = withFindAgent(Buffer.from('<p>Loose topic</p>')).toString('utf8');
    expect(out.startsWith('<p>Loose topic</p><script>')).toBe(true);
    expect(out.endsWith('</script>')).toBe(true);
  });

  it('keeps the bytes of a topic in another encoding, and leaves a UTF-16 page alone', () => {
    const latin1 = Buffer.from([...Buffer.from('<body>caf'), 0xe9, ...Buffer.from('</body>')]);
    const out = withFindAgent(latin1);
    expect(out.subarray(0, 10)).toEqual(latin1.subarray(0, 10));
    expect(out.subarray(-7).toString('latin1')).toBe('</body>');
    expect(agentAt(out)).toBe(10);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<body>x</body>', 'utf16le')]);
    expect(withFindAgent(utf16)).toBe(utf16);
  });
});
