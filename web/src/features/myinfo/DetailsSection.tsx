// My info, "My details": what the account is (read only: ID, type, region, status, dates) and what its
// owner may change: contact details and the preferences (country, language, time zone). Saving a new
// language switches the app to it; the server's field errors are shown on their fields.
import { SaveOutlined } from '@ant-design/icons';
import { MyInfoSave, type LanguageCode, type MyInfo } from '@gsis/contract';
import { Alert, App, Button, Form, Input, Select, Switch, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useErrorText } from '../../api/error-text.ts';
import { PhoneField, showRefusalOnFields } from '../../ui/account-form.tsx';
import { changeLanguage, currentLanguage } from '../../i18n/i18n.ts';
import { session } from '../../session/session-store.ts';
import { useCountryOptions } from '../../ui/countries.ts';
import { deviceTimeZone } from '../../api/client.ts';
import { useDates } from '../../ui/dates.ts';
import { LANGUAGE_OPTIONS } from '../../ui/languages.tsx';
import { useSaveMyInfo } from './api.ts';
import { MyInfoCard } from './MyInfoCard.tsx';
import { knownTimeZones, useMyInfoT, zoneOffset } from './shared.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';

interface DetailsValues {
  name: string;
  company: string;
  department: string;
  position: string;
  mobilePhone: string;
  companyPhone: string;
  phone: string;
  countryCode: string | undefined;
  language: LanguageCode;
  timeZone: string | undefined;
  notifyNewVersions: boolean;
}
type Field = keyof DetailsValues;
const FIELDS: readonly Field[] = ['name', 'company', 'department', 'position', 'mobilePhone', 'companyPhone', 'phone', 'countryCode', 'language', 'timeZone'];

const valuesOf = (info: MyInfo): DetailsValues => ({
  name: info.name,
  company: info.company ?? '',
  department: info.department ?? '',
  position: info.position ?? '',
  mobilePhone: info.mobilePhone ?? '',
  companyPhone: info.companyPhone ?? '',
  phone: info.phone ?? '',
  countryCode: info.countryCode ?? undefined,
  language: info.language ?? currentLanguage(),
  timeZone: info.timeZone ?? undefined,
  notifyNewVersions: info.notifyNewVersions,
});

const blankToNull = (value: string | undefined) => value?.trim() || null;

let zoneOptions: { value: string; label: string }[] | undefined;
/** The time-zone list with each zone's offset today; worked out once, when first shown. */
function timeZoneOptions(current: string | undefined) {
  zoneOptions ??= knownTimeZones().map((zone) => {
    const offset = zoneOffset(zone);
    return { value: zone, label: `${zone.replace(/_/g, ' ')}${offset ? ` (${offset})` : ''}` };
  });
  return current && !zoneOptions.some((o) => o.value === current) ? [{ value: current, label: current }, ...zoneOptions] : zoneOptions;
}

export function DetailsSection({ info }: { info: MyInfo }) {
  const { t, i18n } = useMyInfoT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const save = useSaveMyInfo();
  const dates = useDates();
  const [form] = Form.useForm<DetailsValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const [initialValues] = useState(() => valuesOf(info));
  const here = deviceTimeZone();

  // The header's language picker saves the language on the account too: follow it, so that saving this
  // form does not put the previous one back.
  const shownLanguage = useRef(i18n.language);
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return;
    shownLanguage.current = i18n.language;
    form.setFieldValue('language', currentLanguage());
  }, [i18n.language, form]);

  const countryOptions = useCountryOptions(info.countryCode);
  const zones = useMemo(() => timeZoneOptions(initialValues.timeZone), [initialValues.timeZone]);

  // The name and the company's three texts take as many characters each.
  const tooLong = t('details.tooLong', { max: maxLengthOf(MyInfoSave.shape.name) });

  /** The message for a field the server refused, by the rule it broke. */
  const serverMessage = (field: Field, rule: string): string => {
    switch (field) {
      case 'name': return rule === 'too_big' ? tooLong : t('details.nameRequired');
      case 'mobilePhone': case 'companyPhone': case 'phone': return t('details.phoneInvalid');
      case 'countryCode': case 'language': case 'timeZone': return t('details.choiceInvalid');
      default: return tooLong;
    }
  };

  const submit = async (values: DetailsValues) => {
    setFormError(null);
    const body: MyInfoSave = {
      name: values.name.trim(),
      company: blankToNull(values.company),
      department: blankToNull(values.department),
      position: blankToNull(values.position),
      mobilePhone: values.mobilePhone.trim(),
      companyPhone: blankToNull(values.companyPhone),
      phone: blankToNull(values.phone),
      countryCode: values.countryCode ?? null,
      language: values.language,
      timeZone: values.timeZone ?? null,
      notifyNewVersions: values.notifyNewVersions,
    };
    try {
      await save.mutateAsync(body);
    } catch (e) {
      if (showRefusalOnFields(form, e, FIELDS, serverMessage)) setFormError(errorText(e));
      return;
    }
    // The header shows the name, and the app speaks the saved language from now on.
    const { token, user, loginInfo } = session.get();
    if (token && user && loginInfo) session.signIn(token, { ...user, userName: body.name, company: body.company ?? null, language: body.language }, loginInfo);
    if (body.language !== currentLanguage()) await changeLanguage(body.language);
    void message.success(t('details.saved'));
  };

  const notSet = <Typography.Text type="secondary">{t('details.notSet')}</Typography.Text>;

  return (
    <MyInfoCard name="details" title={t('details.title')} help={t('details.help')}>
      <dl className="myinfo-facts" data-testid="myinfo-account">
        <div className="myinfo-fact myinfo-fact-wide">
          <dt>{t('details.id')}</dt>
          <dd className="myinfo-id">{info.id}</dd>
        </div>
        <div className="myinfo-fact">
          <dt>{t('details.userType')}</dt>
          <dd>{t(`common:userType.${info.userType}`)}</dd>
        </div>
        <div className="myinfo-fact">
          <dt>{t('details.status')}</dt>
          <dd>{t(`details.approval.${info.approvalStatus}`)}</dd>
        </div>
        <div className="myinfo-fact">
          <dt>{t('details.region')}</dt>
          <dd data-testid="myinfo-region">{info.region ?? notSet}</dd>
        </div>
        <div className="myinfo-fact">
          <dt>{t('details.memberSince')}</dt>
          <dd>{dates.date(info.createdAt)}</dd>
        </div>
        <div className="myinfo-fact myinfo-fact-last">
          <dt>{t('details.lastLogin')}</dt>
          <dd>{info.lastLoginAt ? dates.dateTime(info.lastLoginAt) : notSet}</dd>
        </div>
      </dl>
      <p className="myinfo-note">{t('details.regionNote')}</p>

      <Form<DetailsValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setFormError(null)}
        disabled={save.isPending}
        requiredMark="optional"
        className="myinfo-form"
        data-testid="myinfo-details-form"
      >
        <h3 className="myinfo-group-title">{t('details.contact')}</h3>
        <div className="myinfo-grid">
          <Form.Item name="name" label={t('details.name')} rules={fieldRules(MyInfoSave.shape.name, { required: t('details.nameRequired'), tooLong })}>
            <Input autoComplete="name" maxLength={maxLengthOf(MyInfoSave.shape.name)} data-testid="myinfo-name" />
          </Form.Item>
          <Form.Item name="company" label={t('details.company')} rules={fieldRules(MyInfoSave.shape.company, { tooLong })}>
            <Input autoComplete="organization" maxLength={maxLengthOf(MyInfoSave.shape.company)} data-testid="myinfo-company" />
          </Form.Item>
          <Form.Item name="department" label={t('details.department')} rules={fieldRules(MyInfoSave.shape.department, { tooLong })}>
            <Input maxLength={maxLengthOf(MyInfoSave.shape.department)} data-testid="myinfo-department" />
          </Form.Item>
          <Form.Item name="position" label={t('details.position')} rules={fieldRules(MyInfoSave.shape.position, { tooLong })}>
            <Input autoComplete="organization-title" maxLength={maxLengthOf(MyInfoSave.shape.position)} data-testid="myinfo-position" />
          </Form.Item>
          <PhoneField
            name="mobilePhone" schema={MyInfoSave.shape.mobilePhone} label={t('details.mobilePhone')} extra={t('details.phoneHint')} autoComplete="tel" testId="myinfo-mobile-phone"
            requiredMessage={t('details.mobilePhoneRequired')} invalidMessage={t('details.phoneInvalid')}
          />
          <PhoneField
            name="companyPhone" schema={MyInfoSave.shape.companyPhone} label={t('details.companyPhone')} autoComplete="work tel" testId="myinfo-company-phone" invalidMessage={t('details.phoneInvalid')}
          />
          <PhoneField name="phone" schema={MyInfoSave.shape.phone} label={t('details.phone')} autoComplete="home tel" testId="myinfo-phone" invalidMessage={t('details.phoneInvalid')} />
        </div>

        <h3 className="myinfo-group-title">{t('details.preferences')}</h3>
        <div className="myinfo-grid">
          <Form.Item name="countryCode" label={t('details.country')}>
            <Select
              allowClear
              options={countryOptions}
              showSearch={{ optionFilterProp: 'search' }}
              placeholder={t('details.countryPlaceholder')}
              data-testid="myinfo-country"
            />
          </Form.Item>
          <Form.Item name="language" label={t('details.language')} extra={t('details.languageHint')} rules={fieldRules(MyInfoSave.shape.language, { required: t('details.choiceInvalid'), format: t('details.choiceInvalid') })}>
            <Select
              options={LANGUAGE_OPTIONS}
              showSearch={{ optionFilterProp: 'title' }}
              data-testid="myinfo-language"
            />
          </Form.Item>
          <Form.Item
            name="timeZone"
            label={t('details.timeZone')}
            extra={here ? (
              <span>
                {t('details.timeZoneHint', { zone: here })}{' '}
                <Button type="link" size="small" className="myinfo-inline-link" onClick={() => form.setFieldValue('timeZone', here)} data-testid="myinfo-time-zone-device">
                  {t('details.useDeviceTimeZone')}
                </Button>
              </span>
            ) : undefined}
          >
            <Select
              allowClear
              options={zones}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('details.timeZonePlaceholder')}
              data-testid="myinfo-time-zone"
            />
          </Form.Item>
          <Form.Item name="notifyNewVersions" valuePropName="checked" label={t('details.notifyNewVersions')} extra={t('details.notifyNewVersionsHint')}>
            <Switch data-testid="myinfo-notify-new-versions" />
          </Form.Item>
        </div>

        {formError ? <Alert type="error" showIcon title={formError} role="alert" className="myinfo-alert" data-testid="myinfo-details-error" /> : null}

        <div className="myinfo-actions">
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} data-testid="myinfo-save">{t('details.save')}</Button>
        </div>
      </Form>
    </MyInfoCard>
  );
}
