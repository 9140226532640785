// The menus one role or one user holds, as a tree of check boxes with Save (after asking) and Undo. The
// whole set is saved at once and takes effect at once: the header and the server's checks read it. Menus
// the caller does not hold stay as they are (the server refuses giving or taking them), and `readOnly`
// says why nothing here may change (one's own menus, a system administrator's for anyone who is not one).
import { CheckOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { errorCodeOf } from '../../api/error-text.ts';
import { useHeldMenus, useSaveAuthority, type Holder, type ManagedMenu } from './api.ts';
import { AuthorityTree, type MenuBranch, useMenusT } from './shared.tsx';

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x));

export function AuthorityEditor({ holder, holderName, tree, extra, note, readOnly }: {
  holder: Holder; holderName: string; tree: readonly MenuBranch[]; extra?: (menu: ManagedMenu) => ReactNode; note?: ReactNode; readOnly?: string | undefined;
}) {
  const { t } = useMenusT();
  const { t: te } = useTranslation('errors');
  const { modal, message } = App.useApp();
  const held = useHeldMenus(holder);
  const save = useSaveAuthority();
  const [draft, setDraft] = useState<Set<string> | null>(null);

  const saved = new Set(held.data ?? []);
  const current = draft ?? saved;
  const dirty = draft !== null && !sameSet(draft, saved);
  const menus = tree.flatMap((b) => [b.menu, ...b.children]);
  const everything = menus.map((m) => m.menuId);
  const fixedIds = menus.filter((m) => !m.grantable).map((m) => m.menuId);
  /** Menus the caller does not hold go back to how they are saved, whatever a parent's tick or All did. */
  const keepFixed = (next: Set<string>) => {
    for (const id of fixedIds) {
      if (saved.has(id)) next.add(id);
      else next.delete(id);
    }
    return next;
  };
  const change = (next: Set<string>) => setDraft(keepFixed(next));

  // Leaving, or choosing someone else, with changes not saved asks first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void modal.confirm({
      title: t('authority.leaveConfirm'),
      okText: t('authority.leave'),
      cancelText: t('common.cancel'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker.state]);

  const onSave = async () => {
    const confirmed = await modal.confirm({
      title: t('authority.saveConfirm', { name: holderName }),
      content: t('authority.saveNote'),
      okText: t('common.save'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'authority-save-ok' },
    });
    if (!confirmed) return;
    try {
      await save.mutateAsync({ ...holder, menuIds: [...current].sort() });
      setDraft(null);
      void message.success(t('common.saved'));
    } catch (error) {
      void message.error(te(errorCodeOf(error)));
    }
  };

  if (held.isPending) return <Spin className="menus-spin" />;

  return (
    <section className="menus-authority" aria-label={t('authority.treeLabel', { name: holderName })} data-testid="authority-editor">
      <div className="menus-authority-bar">
        <Typography.Text className="menus-count" data-testid="authority-count">{t('authority.count', { count: current.size, total: everything.length })}</Typography.Text>
        {dirty ? <Tag color="gold" data-testid="authority-dirty">{t('authority.unsaved')}</Tag> : null}
        <Space wrap className="menus-authority-actions">
          <Button size="small" icon={<CheckOutlined />} onClick={() => change(new Set(everything))} disabled={save.isPending || Boolean(readOnly)} data-testid="authority-all">
            {t('authority.all')}
          </Button>
          <Button size="small" onClick={() => change(new Set())} disabled={save.isPending || Boolean(readOnly)} data-testid="authority-none">{t('authority.none')}</Button>
          <Button icon={<UndoOutlined />} onClick={() => setDraft(null)} disabled={!dirty || save.isPending} data-testid="authority-undo">{t('authority.undo')}</Button>
          <Button type="primary" icon={<SaveOutlined />} onClick={() => void onSave()} disabled={!dirty || Boolean(readOnly)} loading={save.isPending} data-testid="authority-save">
            {t('common.save')}
          </Button>
        </Space>
      </div>
      {note}
      {readOnly ? (
        <Alert type="info" showIcon className="menus-note" title={readOnly} data-testid="authority-read-only" />
      ) : fixedIds.length ? (
        <Alert type="info" showIcon className="menus-note" title={t('authority.notHeldNote')} data-testid="authority-not-held" />
      ) : null}
      {tree.length ? (
        <AuthorityTree
          tree={tree} held={current} onChange={change} disabled={save.isPending || Boolean(readOnly)} fixed={(menu) => !menu.grantable}
          {...(extra ? { extra } : {})}
        />
      ) : (
        <Empty description={t('list.empty')} />
      )}
    </section>
  );
}
