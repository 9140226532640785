// What administrators of users (MGMT_USER) see of field kits: on a user's page, the kits the user took — machine,
// languages, device, when taken and last checked, until when they open — with "Revoke" for one or all (each device
// wipes the kit at its next check); on the user list, how many days a kit opens without a check.
import { KitSettings, type ManagedKit } from '@gsis/contract';
import { App, Button, Card, Empty, Form, InputNumber, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../api/error-text.ts';
import { useDates } from '../../ui/dates.ts';
import { LanguageNames } from '../../ui/languages.tsx';
import { fieldRules, rangeOf } from '../../ui/schema-rules.ts';
import { useKitSettings, useManagedKits, useRevokeKits, useSaveKitSettings } from './api.ts';
import { machineName } from './kit-state.ts';
import './kits.css';

const machineOf = (kit: ManagedKit) => machineName(kit.machine);
/** The days a kit may be kept offline, as the settings take them. */
const EXPIRY_DAYS = rangeOf(KitSettings.shape.expiryDays);

export function UserKitsCard({ userId }: { userId: number }) {
  const { t } = useTranslation('kits');
  const dates = useDates();
  const errorText = useErrorText();
  const { modal, message } = App.useApp();
  const kits = useManagedKits({ userId });
  const revoke = useRevokeKits();
  const active = (kits.data?.items ?? []).filter((kit) => kit.status === 'ACTIVE');

  const ask = (kit?: ManagedKit) => modal.confirm({
    title: kit ? t('manage.revokeOne', { machine: machineOf(kit) }) : t('manage.revokeAllQuestion', { count: active.length }),
    content: t('manage.revokeHelp'), okText: t('manage.revoke'), cancelText: t('take.cancel'), okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await revoke.mutateAsync({ userId, ...(kit ? { kitId: kit.kitId } : {}) });
        void message.success(t('manage.revoked'));
      } catch (error) {
        void message.error(errorText(error));
      }
    },
  });

  return (
    <Card
      className="users-card" title={t('manage.title')} data-testid="user-kits"
      extra={active.length > 1 ? <Button danger onClick={() => ask()} data-testid="user-kits-revoke-all">{t('manage.revokeAll')}</Button> : null}
    >
      {!kits.data ? <Skeleton active /> : kits.data.items.length === 0 ? <Empty description={t('manage.none')} /> : (
        <ul className="kit-managed-list">
          {kits.data.items.map((kit) => (
            <li key={kit.kitId} className="kit-managed" data-testid="user-kit">
              <div className="kit-row-head">
                <strong>{machineOf(kit)}</strong>
                {kit.revokedAt ? <Tag color="red">{t('manage.revokedOn', { date: dates.dateTime(kit.revokedAt) })}</Tag> : <Tag color={kit.status === 'ACTIVE' ? 'green' : 'default'}>{t(`manage.status.${kit.status}`)}</Tag>}
              </div>
              <p className="kit-row-meta"><LanguageNames codes={kit.languages} />{kit.device ? ` · ${kit.device}` : ''}</p>
              <p className="kit-row-meta">
                {t('manage.taken', { date: dates.dateTime(kit.createdAt) })} · {t('manage.checked', { date: dates.dateTime(kit.checkedAt) })} · {t('list.expires', { date: dates.dateTime(kit.expiresAt) })}
              </p>
              {kit.status === 'ACTIVE' ? <Button size="small" danger onClick={() => ask(kit)} data-testid="user-kit-revoke">{t('manage.revoke')}</Button> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function KitExpirySetting() {
  const { t } = useTranslation('kits');
  const expiryRange = t('manage.expiryRange', EXPIRY_DAYS);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const settings = useKitSettings();
  const save = useSaveKitSettings();
  const [form] = Form.useForm<{ expiryDays: number }>();
  if (!settings.data) return null;
  return (
    <details className="kit-expiry-setting" data-testid="kit-expiry-setting">
      <summary>{t('manage.expiryTitle', { count: settings.data.expiryDays })}</summary>
      <Form
        form={form} layout="inline" initialValues={settings.data} requiredMark={false}
        onFinish={async (values) => {
          try {
            await save.mutateAsync(values);
            void message.success(t('manage.expirySaved'));
          } catch (error) {
            void message.error(errorText(error));
          }
        }}
      >
        <Form.Item name="expiryDays" label={t('manage.expiryDays')} rules={fieldRules(KitSettings.shape.expiryDays, { required: expiryRange, outOfRange: expiryRange })}>
          <InputNumber {...EXPIRY_DAYS} precision={0} data-testid="kit-expiry-days" />
        </Form.Item>
        <Form.Item><Button htmlType="submit" type="primary" loading={save.isPending} data-testid="kit-expiry-save">{t('manage.save')}</Button></Form.Item>
      </Form>
      <p className="kit-plan-note">{t('manage.expiryHelp')}</p>
    </details>
  );
}
