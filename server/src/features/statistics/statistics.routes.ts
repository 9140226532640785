// The statistics screens behind their menus (/mgmt/statistics/<screen>, /export, /filters) and who searched a term
// that found nothing.
import { PassThrough } from 'node:stream';
import { searchMissSearchesEndpoint, STAT_SCREENS, statisticsScreenApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import { SCREEN_COUNTS } from './dimensions.ts';
import { writeSpreadsheet, XLSX_TYPE } from './spreadsheet.ts';
import { EXPORT_ROWS, screenTitle, type StatisticsService } from './statistics.service.ts';

export function registerStatisticsRoutes(app: App, { statistics }: { statistics: StatisticsService }): void {
  for (const screen of STAT_SCREENS) {
    const api = statisticsScreenApi[screen];
    serve(app, api.query, ({ body, language }) => statistics.result(screen, body, language));
    serve(app, api.filters, ({ language }) => statistics.filters(language));
    serve(app, api.export, async ({ body, language, reply }) => {
      const result = await statistics.result(screen, body, language, { limit: EXPORT_ROWS });
      const name = `${screenTitle(screen, language)} ${body.from} ${body.to}.xlsx`;
      const out = new PassThrough();
      writeSpreadsheet(out, result, language, screen !== 'userStatus' && Boolean(SCREEN_COUNTS[screen].average)).catch((error: unknown) => out.destroy(error as Error));
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="statistics.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(out);
    });
  }
  serve(app, searchMissSearchesEndpoint, async ({ body }) => ({ items: await statistics.missedSearches(body) }));
}
