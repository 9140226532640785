import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it('hides the partner access token, content tickets and verification links', () => {
    expect(redactUrl('/api/dxp/login?accessToken=eyJhbGciOi.abc.def')).toBe('/api/dxp/login?accessToken=[redacted]');
    expect(redactUrl('/dxp-tsg?model=DX225LCA&accessToken=eyJ')).toBe('/dxp-tsg?model=DX225LCA&accessToken=[redacted]');
    expect(redactUrl('/service/content/MTIzLjQ1Ng.c2lnbmF0dXJl/manual.pdf')).toBe('/service/content/[redacted]/manual.pdf');
    expect(redactUrl('/service/webhelp/MTIz.c2ln/topics/e012.html?hl=pump')).toBe('/service/webhelp/[redacted]/topics/e012.html?hl=pump');
    expect(redactUrl('/validatemail/Zm9vYmFyYmF6')).toBe('/validatemail/[redacted]');
  });

  it('leaves ordinary addresses alone', () => {
    expect(redactUrl('/service/search/suggest?term=dx2')).toBe('/service/search/suggest?term=dx2');
    expect(redactUrl('/main')).toBe('/main');
    expect(redactUrl('/x?%zz=1')).toBe('/x?%zz=1');
  });
});
