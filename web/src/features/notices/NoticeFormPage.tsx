// /management/support/notice/form: a notice written (no id) or changed (?id=), in English and in a tab for each
// other language it is written in (readers of the others get English). Saving a new notice asks the seed's save
// confirmation, saving a change its edit confirmation, and Reset its reset confirmation; the server's refusal of a
// field is shown on that field ('Please check the date' on the popup period and the time), in its language's tab.
import { NOTICE_CLASSES, NoticeSave, type NoticeClass, type OtherLanguage, type UploadedAttachment } from '@gsis/contract';
import { App, Button, DatePicker, Form, Input, Radio, Select, Spin, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { idFrom } from '../../ui/address-params.ts';
import { AttachmentField } from '../../ui/attachment-field.tsx';
import { deviceTimeZone } from '../../api/client.ts';
import { useFormSave } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LanguageVersionTabs, useVersionTabs } from '../../ui/language-versions.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { fieldRules, maxLengthOf, passesFormIssues } from '../../ui/schema-rules.ts';
import { useManagedNotice, useSaveNotice } from './api.ts';
import { useNoticesT } from './shared.tsx';

interface Values {
  classification: NoticeClass;
  /** The English version; the others are in `translations`. */
  title: string;
  bodyHtml: string;
  translations: { language: OtherLanguage; title: string; bodyHtml: string }[];
  useYn: 'Y' | 'N';
  popup: boolean;
  popupPeriod: 'FULL' | 'SET';
  popupDates?: [Dayjs, Dayjs] | null;
  /** The time the notice is about, in this browser's time zone. */
  time?: [Dayjs, Dayjs] | null;
  attachments: UploadedAttachment[];
}

/** The title's schema in English and in another language's version. */
const TITLE = { en: NoticeSave.shape.title, other: NoticeSave.shape.translations.unwrap().element.shape.title };

const DAY = 'YYYY-MM-DD';
const MINUTE = 'YYYY-MM-DD HH:mm';
/** The time zone the form's times are in: this browser's. */
const zone = deviceTimeZone() ?? '';

export default function NoticeFormPage() {
  const { t } = useNoticesT();
  const { t: te } = useTranslation('errors');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const detail = useManagedNotice(id);
  const save = useSaveNotice();
  const [form] = Form.useForm<Values>();
  const { saveForm, error, clearError } = useFormSave(form, { existing: id !== undefined });
  const popup = Form.useWatch('popup', form);
  const period = Form.useWatch('popupPeriod', form);
  const tabs = useVersionTabs(form);

  const n = detail.data;
  const english = n?.versions.find((v) => v.language === 'en');
  const initial: Values = n ? {
    classification: n.classification, title: english?.title ?? '', bodyHtml: english?.bodyHtml ?? '',
    translations: n.versions.flatMap(({ language, title, bodyHtml }) => (language === 'en' ? [] : [{ language, title, bodyHtml }])),
    useYn: n.useYn, popup: n.popup, popupPeriod: n.popupPeriod,
    popupDates: n.popupFrom && n.popupTo ? [dayjs(n.popupFrom, DAY), dayjs(n.popupTo, DAY)] : null,
    time: n.timeFrom && n.timeTo ? [dayjs(n.timeFrom), dayjs(n.timeTo)] : null, attachments: n.attachments,
  } : {
    classification: 'GENERAL', title: '', bodyHtml: '', translations: [], useYn: 'Y', popup: false, popupPeriod: 'FULL', popupDates: null, time: null,
    attachments: [],
  };

  const submit = async (values: Values) => {
    const setPeriod = values.popup && values.popupPeriod === 'SET';
    const texts = { save: t('form.save'), cancel: t('form.cancel'), saved: t('form.saved') };
    const body: NoticeSave = {
      ...(id ? { noticeId: id } : {}),
      classification: values.classification, title: values.title, bodyHtml: values.bodyHtml, translations: values.translations ?? [],
      useYn: values.useYn, popup: values.popup, popupPeriod: values.popupPeriod,
      popupFrom: setPeriod ? values.popupDates?.[0]?.format(DAY) ?? null : null,
      popupTo: setPeriod ? values.popupDates?.[1]?.format(DAY) ?? null : null,
      timeFrom: values.time?.[0]?.toISOString() ?? null,
      timeTo: values.time?.[1]?.toISOString() ?? null,
      attachmentIds: values.attachments.map((a) => a.attachmentId),
    };
    // The period's two days, and the time's two ends, are one field each here: the contract's rules on them (both
    // days of a set period, each running forwards) show on it before anything is sent.
    const popupDates = { name: 'popupDates', messages: { required: t('form.popupDatesRequired') } };
    if (!passesFormIssues(form, NoticeSave, body, { popupFrom: popupDates, popupTo: popupDates, timeFrom: { name: 'time' }, timeTo: { name: 'time' } })) return;
    const saved = await saveForm(texts, () => save.mutateAsync(body), (refusal) => {
      const refused = refusal.details?.fields ?? [];
      // The period's two days, and the time's two ends, are one field each here: 'Please check the date' shows on it.
      if (refused.some((f) => f.path.startsWith('body.popup'))) form.setFields([{ name: 'popupDates', errors: [te(refusal.code)] }]);
      if (refused.some((f) => f.path.startsWith('body.time'))) form.setFields([{ name: 'time', errors: [te(refusal.code)] }]);
      // A refused field of another language: show its tab.
      tabs.showRefused(refusal);
    });
    if (saved) void navigate(pages.notices.manage.detail(saved.id), { state: location.state, replace: true });
  };

  const reset = async () => {
    if (await modal.confirm({ title: t('form.resetConfirm'), content: t('form.resetHelp'), okText: t('form.reset'), cancelText: t('form.cancel') })) {
      form.resetFields();
      clearError();
    }
  };

  return (
    <div className="catalogue-page notice-form-page" data-testid="notice-form-page">
      <PageHeader title={id ? t('form.editTitle') : t('form.newTitle')} help={t('form.help')} />
      {id && !n ? <Spin /> : (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark="optional"
          className="notice-form"
          disabled={save.isPending}
          initialValues={initial}
          onFinish={(values) => void submit(values)}
          onFinishFailed={({ errorFields }) => tabs.showField(errorFields.map((f) => f.name))}
        >
          <div className="notice-form-row">
            <Form.Item name="classification" label={t('form.classification')} rules={fieldRules(NoticeSave.shape.classification, { required: t('form.classificationRequired') })}>
              <Select options={NOTICE_CLASSES.map((c) => ({ value: c, label: t(`class.${c}`) }))} data-testid="notice-class-field" />
            </Form.Item>
            <Form.Item name="useYn" label={t('form.status')}>
              <Radio.Group optionType="button" options={(['Y', 'N'] as const).map((v) => ({ value: v, label: t(`status.${v}`) }))} data-testid="notice-status-field" />
            </Form.Item>
          </div>
          <p className="notice-form-languages notice-muted">{t('form.languagesHelp')}</p>
          <LanguageVersionTabs
            tabs={tabs} texts={{ addLanguage: t('form.addLanguage') }} testIdPrefix="notice"
            fields={(prefix, language) => {
              // The English fields keep the test ids they always had; another language's carry its code.
              const suffix = language === 'en' ? '' : `-${language}`;
              const title = language === 'en' ? TITLE.en : TITLE.other;
              return (
                <>
                  <Form.Item name={[...prefix, 'title']} label={t('form.title')} rules={fieldRules(title, { required: t('form.titleRequired'), tooLong: t('form.titleTooLong') })}>
                    <Input maxLength={maxLengthOf(title)} showCount lang={language} data-testid={`notice-title-field${suffix}`} />
                  </Form.Item>
                  <Form.Item name={[...prefix, 'bodyHtml']} label={t('form.body')} rules={[{ required: true, message: t('form.bodyRequired') }]}>
                    <RichTextEditor label={t('form.body')} testId={`notice-body-field${suffix}`} />
                  </Form.Item>
                </>
              );
            }}
          />
          <Form.Item name="time" label={t('form.time')} extra={t('form.timeHelp', { zone })}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format={MINUTE} allowClear data-testid="notice-time-field" />
          </Form.Item>
          <Form.Item name="attachments" label={t('form.attachments')}>
            <AttachmentField testId="notice-attachments" />
          </Form.Item>
          <div className="notice-form-row">
            <Form.Item name="popup" label={t('form.popup')} valuePropName="checked" extra={t('form.popupHelp')}>
              <Switch data-testid="notice-popup-field" />
            </Form.Item>
            {popup ? (
              <Form.Item name="popupPeriod" label={t('form.popupPeriod')}>
                <Radio.Group options={[{ value: 'FULL', label: t('form.popupFull') }, { value: 'SET', label: t('form.popupSet') }]} data-testid="notice-popup-period" />
              </Form.Item>
            ) : null}
            {popup && period === 'SET' ? (
              <Form.Item name="popupDates" label={t('form.popupDates')} required>
                <DatePicker.RangePicker format={DAY} data-testid="notice-popup-dates" />
              </Form.Item>
            ) : null}
          </div>
          <ErrorAlert error={error} onClose={clearError} />
          <div className="notice-actions">
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="notice-save">{t('form.save')}</Button>
            <Button onClick={() => void reset()} data-testid="notice-reset">{t('form.reset')}</Button>
            <Button onClick={() => void navigate(id ? pages.notices.manage.detail(id) : pages.notices.manage.list(), { state: location.state })} data-testid="notice-cancel">
              {t('form.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
