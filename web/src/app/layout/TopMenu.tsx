// The top menu and its submenus, from the server's menu list: a menu with children opens them in a list under
// it (ui/popup-menu: on hover, click or the keyboard), one without is a link. The administration menus are
// grouped under one "Management" entry.
import { DownOutlined, LockOutlined, SettingOutlined } from '@ant-design/icons';
import type { MenuItem } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PopupMenu, type PopupMenuItem } from '../../ui/popup-menu.tsx';
import { buildMenuModel, groupLocked, lockOf, menuTarget, selectedMenuKeys } from './menu-model.ts';
import { useMenus } from './queries.ts';

/** A menu's label, with a lock when the visitor must sign in to open it. */
export function MenuLabel({ item }: { item: MenuItem }) {
  return <>{item.label}{item.loginRequired ? <LockOutlined className="menu-lock-icon" aria-hidden /> : null}</>;
}

const choiceOf = (item: MenuItem, lockTitle: string): PopupMenuItem => ({
  key: item.menuId, label: <MenuLabel item={item} />, to: menuTarget(item), ...lockOf(item, lockTitle),
});

/** A top menu without children: a link, locked for a visitor where signing in is needed. */
function TopMenuLink({ item, lockTitle, current }: { item: MenuItem; lockTitle: string; current: boolean }) {
  const { className, title } = lockOf(item, lockTitle);
  return (
    <Link to={menuTarget(item)} className={className ? `top-menu-link ${className}` : 'top-menu-link'} title={title} aria-current={current ? 'page' : undefined}>
      <MenuLabel item={item} />
    </Link>
  );
}

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
        {model.main.map((node) => (
          <li key={node.item.menuId} className={entryClass(selected.has(node.item.menuId))}>
            {node.children.length ? (
              <PopupMenu
                openOnHover items={node.children.map((child) => choiceOf(child, lockTitle))}
                buttonClassName={`top-menu-button${groupLocked(node) ? ' menu-locked' : ''}`}
                popupClassName="top-menu-popup"
              >
                {node.item.label} <DownOutlined className="top-menu-caret" aria-hidden />
              </PopupMenu>
            ) : (
              <TopMenuLink item={node.item} lockTitle={lockTitle} current={selected.has(node.item.menuId)} />
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
