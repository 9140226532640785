// Page addresses have one home, web/src/ui/pages.ts, and lead somewhere: the route table reads its paths from there,
// features and the kit write none of their own, and every builder and every menu's address lands on a page of the
// table. A failure lists what breaks it.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { isApiPath } from '../contract/src/api-paths.ts';
import { LINK_TYPES, MENU_TREE, SEARCH_TABS, STAT_SCREENS, isWebAddress, type MenuDefinition } from '../contract/src/index.ts';
import { FEATURE_PAGES, PAGE_PATHS, pages } from '../web/src/ui/pages.ts';
import { ROOT, readSources, withoutComments } from './source-files.ts';

const PAGES_MODULE = 'web/src/ui/pages.ts';
const ROUTER = 'web/src/app/router.tsx';

/** The pages of the route table (its catch-alls left out: they say there is no such page). */
const PAGE_ROUTES = Object.values(PAGE_PATHS).map((pattern) => ({ path: pattern }));

/** The page pattern an address opens, or undefined when none does. */
function pageOf(address: string): string | undefined {
  return matchRoutes(PAGE_ROUTES, address)?.at(-1)?.route.path;
}

describe('page addresses', () => {
  it('features and the kit write no page path: they build it with ui/pages.ts', () => {
    // A string that starts with the first part of a page's path ('/document…', "/login", `/kit/${id}`); the API's
    // paths are checked in architecture.test.ts. Tests keep their literal addresses: they are the expected values.
    const firstParts = [...new Set(Object.values(PAGE_PATHS).map((pattern) => pattern.split('/')[1]!))];
    const pagePath = new RegExp(`(['"\`])(/(?:${firstParts.join('|')})(?=[/?#'"\`$])[^'"\`]*)`, 'g');
    const found = readSources('web/src/features', 'web/src/ui')
      .filter((s) => s.file !== PAGES_MODULE && !/\.test\.tsx?$/.test(s.file))
      .flatMap((s) => s.code.split('\n').flatMap((line, i) => [...line.matchAll(pagePath)]
        .filter((m) => !isApiPath(m[2]!))
        .map((m) => `${s.file}:${i + 1}: ${m[2]}`)));
    expect(found).toEqual([]);
  });

  it("the route table's paths are those of ui/pages.ts, every one of them", () => {
    const router = withoutComments(readFileSync(path.join(ROOT, ROUTER), 'utf8'));
    // The root and the catch-alls are the table's own: they are no page one links to.
    const own = new Set(["'/'", "'*'", "'/mylibrary/*'", "'/management/*'"]);
    const written = [...router.matchAll(/\bpath: ([^,}\n]+)/g)].map((m) => m[1]!.trim())
      .filter((value) => !own.has(value) && !/^PAGE_PATHS\.\w+$/.test(value) && value !== 'pages.statistics(screen)');
    expect(written).toEqual([]);
    const drawnByFile = new Set(FEATURE_PAGES.map((entry) => entry.name));
    const unused = Object.keys(PAGE_PATHS).filter((name) => name !== 'statistics' && !drawnByFile.has(name) && !new RegExp(`PAGE_PATHS\\.${name}\\b`).test(router));
    expect(unused).toEqual([]);
    // A page named both ways would be two routes for one path.
    const both = [...drawnByFile].filter((name) => new RegExp(`PAGE_PATHS\\.${name}\\b`).test(router));
    expect(both).toEqual([]);
  });

  it('every page ui/pages.ts gives a file names a page file that exports it', () => {
    const wrong = FEATURE_PAGES.flatMap(({ name, page }) => {
      const [file, exported] = page.split('#') as [string, string?];
      const where = path.join(ROOT, 'web/src/features', `${file}.tsx`);
      if (!existsSync(where)) return [`${name}: no file features/${file}.tsx`];
      const code = readFileSync(where, 'utf8');
      const exports = exported ? new RegExp(`export (?:function|const) ${exported}\\b`).test(code) : /export default /.test(code);
      return exports ? [] : [`${name}: features/${file}.tsx has no ${exported ? `export ${exported}` : 'default export'}`];
    });
    expect(wrong).toEqual([]);
  });

  it('every builder, called with sample values, opens a page of the route table', () => {
    const samples: Record<string, string[]> = {
      'login': [pages.login(), pages.login({ redirect: '/mylibrary/bookmarks?page=2' })],
      'forgot': [pages.forgot('id'), pages.forgot('password')],
      'notices.board.list': [pages.notices.board.list(), pages.notices.board.list('?keyword=pump&page=2')],
      'notices.board.detail': [pages.notices.board.detail(7)],
      'notices.manage.list': [pages.notices.manage.list('?page=3')],
      'notices.manage.detail': [pages.notices.manage.detail(7)],
      'notices.manage.form': [pages.notices.manage.form(), pages.notices.manage.form(7)],
      ...Object.fromEntries((['board', 'mine', 'manage'] as const).flatMap((place) => [
        [`qna.${place}.list`, [pages.qna[place].list(), pages.qna[place].list('?tab=ANSWERED')]],
        [`qna.${place}.detail`, [pages.qna[place].detail(7)]],
        [`qna.${place}.form`, [pages.qna[place].form(), pages.qna[place].form(7)]],
      ])),
      ...Object.fromEntries((['QNA', 'CONTACT'] as const).flatMap((kind) => [
        [`supportClasses.${kind}.list`, [pages.supportClasses[kind].list()]],
        [`supportClasses.${kind}.form`, [pages.supportClasses[kind].form(), pages.supportClasses[kind].form({ id: 7 }), pages.supportClasses[kind].form({ parentId: 7 })]],
        [`supportClasses.${kind}.managers`, [pages.supportClasses[kind].managers(7)]],
      ])),
      'faq.form': [pages.faq.form(), pages.faq.form(7)],
      'relatedLinks.list': LINK_TYPES.map((type) => pages.relatedLinks.list(type)),
      'relatedLinks.form': [pages.relatedLinks.form({ type: 'SOCIAL' }), pages.relatedLinks.form({ id: 7 })],
      'search': SEARCH_TABS.flatMap((tab) => [
        pages.search(tab), pages.search(tab, { searchWord: 'hydraulic pump' }), pages.search(tab, new URLSearchParams('searchWord=x&modelId=3&page=2')),
      ]),
      'documentList': [pages.documentList(), pages.documentList({ modelId: 7 })],
      'documentView': [pages.documentView(7), pages.documentView(7, { version: 12, page: 276, hl: ['pump', 'valve'] }), pages.documentView(7, { version: 12, topic: 'topics/e012.html' })],
      'documentChanges': [pages.documentChanges(12)],
      'tsg': [pages.tsg(), pages.tsg({ code: 'SPN 110 FMI 0', guide: 3 }), pages.tsg({ model: 'DX225LCA' })],
      'symbolLibrary': [pages.symbolLibrary(), pages.symbolLibrary({ model: 'DX225LCA' })],
      'kits.search': [pages.kits.search({ q: 'pump' }), pages.kits.search({ q: 'pump', kit: 3 })],
      'kits.kit': [pages.kits.kit(3)],
      'kits.document': [pages.kits.document(3, 12), pages.kits.document(3, 12, { hl: ['pump'], page: 9 })],
      'kits.guide': [pages.kits.guide(3, 4), pages.kits.guide(3, 4, { language: 'ko' })],
      'kits.symbols': [pages.kits.symbols(3)],
      'kits.changes': [pages.kits.changes(3, 12)],
      'libraryAdmin.document': [pages.libraryAdmin.document(7)],
      'libraryAdmin.guideForm': [pages.libraryAdmin.guideForm(), pages.libraryAdmin.guideForm(7)],
      'users.list': [pages.users.list(), pages.users.list('?keyword=kim')],
      'users.detail': [pages.users.detail(7)],
      'users.accessRequests': [pages.users.accessRequests(), pages.users.accessRequests({ status: 'PENDING' })],
      'roles.users': [pages.roles.users(7)],
      'email.groupUsers': [pages.email.groupUsers(7)],
      'email.templateForm': [pages.email.templateForm(), pages.email.templateForm(7)],
      'email.sends': [pages.email.sends(), pages.email.sends({ id: 7 })],
      'statistics': STAT_SCREENS.map((screen) => pages.statistics(screen)),
    };
    // Every builder has its samples: one that needs values, added to pages.ts without them, fails here; one that
    // needs none is also called with none.
    const builders = (node: object, prefix = ''): [string, (...values: never[]) => string][] => Object.entries(node).flatMap(([name, value]) =>
      (typeof value === 'function' ? [[`${prefix}${name}`, value]] : builders(value as object, `${prefix}${name}.`)));
    const unsampled = builders(pages).filter(([name, build]) => !samples[name] && build.length > 0).map(([name]) => name);
    expect(unsampled).toEqual([]);
    const gone = Object.keys(samples).filter((name) => !builders(pages).some(([builder]) => builder === name));
    expect(gone).toEqual([]);
    for (const [name, build] of builders(pages)) if (build.length === 0) samples[name] = [...(samples[name] ?? []), build()];

    const nowhere = Object.entries(samples).flatMap(([name, addresses]) => addresses.filter((a) => !pageOf(a)).map((a) => `${name}: ${a}`));
    expect(nowhere).toEqual([]);
  });

  it("every menu's address (contract MENU_TREE) opens a page of the route table", () => {
    const menus = (list: readonly MenuDefinition[]): MenuDefinition[] => list.flatMap((menu) => [menu, ...menus(menu.children ?? [])]);
    const nowhere = menus(MENU_TREE).filter((menu) => !isWebAddress(menu.menuUrl) && !pageOf(menu.menuUrl)).map((menu) => `${menu.menuId}: ${menu.menuUrl}`);
    expect(nowhere).toEqual([]);
  });
});
