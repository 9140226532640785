// Small pieces the role screens share: the namespace, the built-in tag and the user-type tag.
import type { RoleItem } from '@gsis/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import './roles.css';

export const NS = 'roles';

export function useRolesT() {
  return useTranslation(NS);
}

/** The roles a fresh install brings: they stay (no delete), their name may change. */
export function BuiltInTag({ role }: { role: Pick<RoleItem, 'roleKey'> }) {
  const { t } = useRolesT();
  if (!role.roleKey) return null;
  return (
    <Tooltip title={t('builtIn.help')}>
      <Tag color="blue" className="roles-builtin" data-testid="role-builtin">{t('builtIn.tag')}</Tag>
    </Tooltip>
  );
}

export function UserTypeTag({ type }: { type: string }) {
  const { t } = useRolesT();
  return <Tag className="roles-usertype">{t(`userType.${type}`, { defaultValue: type })}</Tag>;
}
