// The start-up banner: where GSIS is, its database without secrets, its data, and the first-start passwords.
import { describe, expect, it } from 'vitest';
import { describeDatabase, formatBanner, startUrl } from './banner.ts';

describe('the start-up banner', () => {
  it('names the database without its password or parameters', () => {
    expect(describeDatabase('postgres://gsis:s3cret@db.example.com:5433/gsis?sslmode=require&sslpassword=x'))
      .toBe('PostgreSQL gsis@db.example.com:5433/gsis (DATABASE_URL)');
    expect(describeDatabase('postgres://postgres:abc@127.0.0.1:41234/gsis', '/srv/gsis/postgres'))
      .toBe('embedded PostgreSQL at 127.0.0.1:41234, its files in /srv/gsis/postgres');
  });

  it('points at the public address when there is one, else at this machine', () => {
    expect(startUrl({ publicUrl: 'https://gsis.example.com/', host: '0.0.0.0', port: 8080 })).toBe('https://gsis.example.com/main');
    expect(startUrl({ host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080/main');
    expect(startUrl({ host: '10.0.0.5', port: 80 })).toBe('http://10.0.0.5:80/main');
  });

  it('lists where, which database, the data and the passwords', () => {
    const text = formatBanner({
      url: 'http://localhost:8080/main', database: 'embedded PostgreSQL at 127.0.0.1:41234, its files in /d/postgres', dataDir: '/d',
      passwords: [{ who: 'administrator', ids: ['admin@gsis.local'], password: 'Pw1' }, { who: 'demo accounts', ids: ['a@x', 'b@x'], password: 'Pw2' }],
    }, { color: false });
    expect(text.split('\n')).toEqual([
      '',
      '  GSIS is ready at http://localhost:8080/main',
      '    database  embedded PostgreSQL at 127.0.0.1:41234, its files in /d/postgres',
      '    data      /d',
      '',
      "  First start. These passwords are shown once; write them down now. The administrator's is used once, to choose their own at the first sign-in.",
      '    administrator  admin@gsis.local / Pw1',
      '    demo accounts  a@x, b@x / Pw2',
      '',
      '',
    ]);
  });
});
