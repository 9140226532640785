// The top menu and its submenus, from the server's menu list: a menu with children opens them in a list under
// it (ui/popup-menu: on hover, click or the keyboard), one without is a link. The administration menus are
// grouped under one "Management" entry.
import { DownOutlined, LockOutlined, SettingOutlined } from '@ant-design/icons';
import type { MenuItem } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PopupMenu, type PopupMenuItem } from '../../ui/popup-menu.tsx';
import { buildMenuModel, menuTarget, selectedMenuKeys } from './menu-model.ts';
import { useMenus } from './queries.ts';

/** A menu's label, with a lock when the visitor must sign in to open it. */
export function MenuLabel({ item }: { item: MenuItem }) {
  return <>{item.label}{item.loginRequired ? <LockOutlined className="menu-lock-icon" aria-hidden /> : null}</>;
}

const choiceOf = (item: MenuItem, lockTitle: string): PopupMenuItem => ({
  key: item.menuId, label: <MenuLabel item={item} />, to: menuTarget(item),
  className: item.loginRequired ? 'menu-locked' : undefined, title: item.loginRequired ? lockTitle : undefined,
});

export function TopMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useMenus();
  const model = buildMenuModel(data);
  const lockTitle = t('header.loginRequired');
  const selected = new Set(selectedMenuKeys(data, pathname));
  const managementSelected = model.management.some((n) => selected.has(n.item.menuId));
  const entryClass = (on: boolean) => `top-menu-entry${on ? ' is-selected' : ''}`;
  return (
    <nav className="top-menu" aria-label={t('header.mainMenu')} data-testid="top-menu">
      <ul className="top-menu-list">
        {model.main.map(({ item, children }) => (
          <li key={item.menuId} className={entryClass(selected.has(item.menuId))}>
            {children.length ? (
              <PopupMenu
                openOnHover items={children.map((child) => choiceOf(child, lockTitle))}
                buttonClassName={`top-menu-button${item.loginRequired && children.every((c) => c.loginRequired) ? ' menu-locked' : ''}`}
                popupClassName="top-menu-popup"
              >
                {item.label} <DownOutlined className="top-menu-caret" aria-hidden />
              </PopupMenu>
            ) : (
              <Link
                to={menuTarget(item)} className={`top-menu-link${item.loginRequired ? ' menu-locked' : ''}`}
                title={item.loginRequired ? lockTitle : undefined} aria-current={selected.has(item.menuId) ? 'page' : undefined}
              >
                <MenuLabel item={item} />
              </Link>
            )}
          </li>
        ))}
        {model.management.length ? (
          <li className={entryClass(managementSelected)}>
            <PopupMenu
              openOnHover buttonClassName="top-menu-button" popupClassName="top-menu-popup management-popup" testId="management-menu"
              groups={model.management.map(({ item, children }) => ({ key: item.menuId, label: item.label, items: children.map((child) => choiceOf(child, lockTitle)) }))}
            >
              <SettingOutlined aria-hidden /> {t('header.management')} <DownOutlined className="top-menu-caret" aria-hidden />
            </PopupMenu>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
