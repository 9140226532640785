export * from './languages.ts';
export * from './errors.ts';
export * from './menus.ts';
export * from './accounts.ts';
export * from './menu-api.ts';
export * from './related-links.ts';
export * from './i18n-check.ts';
export * from './api-paths.ts';
