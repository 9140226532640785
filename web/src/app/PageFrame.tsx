// Ant Design for the page under the header: the theme, the reader's language, and the message, modal and
// notification hooks (App). It loads with the first page that is shown, not before the header: the shell is
// drawn without Ant Design (the first page's budget, checks/bundle-size.ts). Parts drawn outside the page
// (the side menu's drawer) wrap themselves in AntdFrame.
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '../i18n/antd-locales.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { SCROLL_TO_FIRST_ERROR } from '../ui/first-invalid.ts';

/**
 * Colours for WCAG 2.2 AA (axe's check in e2e/tests/accessibility.spec.ts): antd's greys, placeholders and
 * light tags are under 4.5:1 on white, and its focus ring (#71abd1) under 3:1. Text greys here are at least
 * 5:1 on white and on the page's #f4f6f9; tags keep their hue with a darker text (5:1 or more on their tint).
 */
const TEXT_GREY = '#5c6b7a';
const TAG_TEXT = { colorSuccess: '#237804', colorWarning: '#874d00', colorInfo: '#0b5cab', green7: '#237804', gold7: '#874d00', orange7: '#ad4e00', lime7: '#3f6600', cyan7: '#006d75', volcano7: '#ad2102', magenta7: '#9e1068', purple7: '#531dab' };

export const THEME = {
  token: {
    colorPrimary: '#0b5cab',
    colorLink: '#0b5cab',
    borderRadius: 6,
    // The shell's stack, with GSIS's own faces for the scripts a system lacks (app.css; i18n/fonts.ts).
    fontFamily: 'var(--gsis-font)',
    // Secondary and description text (Typography type="secondary", form hints, table and list meta).
    colorTextTertiary: TEXT_GREY,
    colorTextDescription: TEXT_GREY,
    // Placeholders are often a field's only visible hint: 5.1:1 on white (4.7:1 in a disabled field), still
    // lighter than what is typed.
    colorTextPlaceholder: '#636f7c',
    // Danger buttons, error text and "Unauthorised" tags: antd's #ff4d4f is 3.3:1 on white, this 5.6:1.
    colorError: '#cf1322',
    // antd draws the keyboard focus ring (3 px) in this colour: 4.3:1 on white, 3.9:1 on the page's grey.
    // On the dark header, footer and slides app.css draws it in gold instead.
    colorPrimaryBorder: '#2f7fc1',
  },
  components: {
    Menu: { darkItemBg: '#0b3a60', darkSubMenuItemBg: '#0b3a60', darkPopupBg: '#0b3a60', darkItemSelectedBg: '#f5a623', darkItemSelectedColor: '#0b3a60' },
    Tag: TAG_TEXT,
  },
};

/** Every form: a failed submit brings its first invalid field into view below the header and focuses it. */
const FORM = { scrollToFirstError: SCROLL_TO_FIRST_ERROR };

/** `inline`: drawn inside another element's layout (the drawer, portalled anyway), App adds no element of its own. */
export function AntdFrame({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  useTranslation(); // re-render on language change so antd's locale follows
  return (
    <ConfigProvider locale={antdLocale(currentLanguage())} theme={THEME} form={FORM}>
      <AntApp component={inline ? false : undefined}>{children}</AntApp>
    </ConfigProvider>
  );
}

export default AntdFrame;
