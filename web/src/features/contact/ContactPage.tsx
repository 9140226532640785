// /support/contactus: the public Contact Us form — subject (a contact classification), who is writing, the
// message and one attachment. Sending asks a confirmation; the answer comes by e-mail. A field hidden from
// people (and from screen readers) is left empty by them and filled by programs.
import { contactApi, ContactSend } from '@gsis/contract';
import { Alert, Button, Form, Input, Result, Select, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { AttachmentField, type HeldAttachment } from '../../ui/attachment-field.tsx';
import { useCountryOptions } from '../../ui/countries.ts';
import { useFormSave } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useContactClasses, useSendMessage } from './api.ts';
import { useContactT } from './shared.ts';
import './contact.css';

type Values = Required<Pick<ContactSend, 'classId' | 'name' | 'company' | 'email' | 'country' | 'title' | 'body' | 'website'>> & { attachments: HeldAttachment[] };

export default function ContactPage() {
  const { t } = useContactT();
  const { user } = useSession();
  const classes = useContactClasses();
  const send = useSendMessage();
  const countries = useCountryOptions();
  const [form] = Form.useForm<Values>();
  // A message to support is always a new one.
  const { saveForm, error, clearError } = useFormSave(form, { existing: false });
  const [sent, setSent] = useState(false);

  const submit = async (values: Values) => {
    const { attachments, ...message } = values;
    const texts = { confirm: { title: t('form.sendConfirm') }, save: t('form.send'), cancel: t('form.cancel'), saved: t('form.sent') };
    const done = await saveForm(texts, () => send.mutateAsync({ ...message, attachmentClaims: attachments.flatMap((a) => (a.claim ? [a.claim] : [])) }));
    if (done) setSent(true);
  };

  if (sent) {
    return (
      <div className="catalogue-page contact-page" data-testid="contact-sent">
        <Result status="success" title={t('form.sentTitle')} subTitle={t('form.sent')}
          extra={<Button type="primary" onClick={() => { form.resetFields(); setSent(false); }}>{t('form.another')}</Button>} />
      </div>
    );
  }

  return (
    <div className="catalogue-page contact-page" data-testid="contact-page">
      <PageHeader title={t('form.title')} help={t('form.help')} />
      {classes.isPending ? <Spin /> : (classes.data ?? []).length === 0 ? <Alert type="info" showIcon title={t('form.noClasses')} /> : (
        <Form<Values>
          form={form} layout="vertical" requiredMark="optional" className="contact-form" disabled={send.isPending}
          initialValues={{ name: user?.userName ?? '', company: user?.company ?? '', email: user?.userId.includes('@') ? user.userId : '', body: '', title: '', website: '', attachments: [] }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="classId" label={t('form.classification')} rules={fieldRules(ContactSend.shape.classId, { required: t('form.classificationRequired') })}>
            <Select options={(classes.data ?? []).map((c) => ({ value: c.classId, label: c.label }))} data-testid="contact-class" />
          </Form.Item>
          <div className="contact-row">
            <Form.Item name="name" label={t('form.name')} rules={fieldRules(ContactSend.shape.name, { required: t('form.nameRequired') })}>
              <Input maxLength={maxLengthOf(ContactSend.shape.name)} autoComplete="name" data-testid="contact-name" />
            </Form.Item>
            <Form.Item name="company" label={t('form.company')} rules={fieldRules(ContactSend.shape.company)}>
              <Input maxLength={maxLengthOf(ContactSend.shape.company)} autoComplete="organization" data-testid="contact-company" />
            </Form.Item>
          </div>
          <div className="contact-row">
            <Form.Item name="email" label={t('form.email')} extra={t('form.emailHelp')} rules={fieldRules(ContactSend.shape.email, { required: t('form.emailRequired'), format: t('form.emailInvalid'), tooLong: t('form.emailInvalid') })}>
              <Input type="email" maxLength={maxLengthOf(ContactSend.shape.email)} autoComplete="email" inputMode="email" data-testid="contact-email" />
            </Form.Item>
            <Form.Item name="country" label={t('form.country')} rules={fieldRules(ContactSend.shape.country, { required: t('form.countryRequired'), format: t('form.countryRequired') })}>
              <Select showSearch={{ optionFilterProp: 'search' }} options={countries} data-testid="contact-country" />
            </Form.Item>
          </div>
          <Form.Item name="title" label={t('form.messageTitle')} rules={fieldRules(ContactSend.shape.title, { required: t('form.messageTitleRequired') })}>
            <Input maxLength={maxLengthOf(ContactSend.shape.title)} data-testid="contact-title" />
          </Form.Item>
          <Form.Item name="body" label={t('form.body')} rules={fieldRules(ContactSend.shape.body, { required: t('form.bodyRequired') })}>
            <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={maxLengthOf(ContactSend.shape.body)} showCount data-testid="contact-body" />
          </Form.Item>
          <Form.Item name="attachments" label={t('form.attachment')}>
            <AttachmentField endpoint={contactApi.upload} max={1} hint={t('form.attachmentHint')} testId="contact-attachment" />
          </Form.Item>
          {/* People never see this field; programs that fill in every field do. */}
          <div className="contact-website" aria-hidden="true">
            <Form.Item name="website" label={t('form.website')}>
              <Input tabIndex={-1} autoComplete="off" />
            </Form.Item>
          </div>
          <p className="contact-privacy">{t('form.privacy')} <Link to={pages.privacy()}>{t('form.privacyLink')}</Link></p>
          <ErrorAlert error={error} onClose={clearError} />
          <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="contact-send">{t('form.send')}</Button>
        </Form>
      )}
    </div>
  );
}
