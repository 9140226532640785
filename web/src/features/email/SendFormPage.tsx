// /management/email/send/form: a template sent to groups, users and addresses typed with ';' between them (the
// seed's rule). How many messages it makes — each address once, however it was chosen — is shown before
// sending; after the confirmation the send goes through the outbox and its progress opens on the sent list.
import { emailApi, EmailSendCreate, splitAddresses, type EmailRecipients, type EmailUser } from '@gsis/contract';
import { App, Button, Form, Input, Select, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { call, useEndpointQuery } from '../../api/endpoints.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { useSearchAsYouType } from '../../ui/search-as-you-type.ts';
import { fieldRules } from '../../ui/schema-rules.ts';
import { useCreateSend, useSendGroups, useSendTemplates } from './api.ts';
import { PersonPicker, useEmailT } from './shared.tsx';
import './email.css';

interface Values { templateId?: number; groupIds: number[]; userIds: number[]; addresses: string }

/** Recipients as the server takes them, once the form's addresses follow the rule. */
function recipientsOf(values: Partial<Values>): EmailRecipients {
  return { groupIds: values.groupIds ?? [], userIds: values.userIds ?? [], addresses: values.addresses ?? '' };
}

/** Who would receive it as typed so far: the addresses that are addresses count while one of them is still wrong. */
function countedOf(values: Partial<Values>): EmailRecipients {
  return { ...recipientsOf(values), addresses: splitAddresses(values.addresses ?? '').addresses.join(';') };
}

export default function SendFormPage() {
  const { t } = useEmailT();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const groups = useSendGroups();
  const templateSearch = useSearchAsYouType();
  const templates = useSendTemplates(templateSearch.term.trim());
  const create = useCreateSend();
  const [people, setPeople] = useState<EmailUser[]>([]);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const typed = splitAddresses(watched?.addresses ?? '');

  // The count follows the choice a moment after it stops changing; a wrong address leaves out itself alone.
  const [counted, setCounted] = useState<EmailRecipients>(countedOf({}));
  useEffect(() => {
    const timer = setTimeout(() => setCounted(countedOf(watched ?? {})), 400);
    return () => clearTimeout(timer);
  }, [JSON.stringify(countedOf(watched ?? {}))]);
  // The live count of who would receive it: a failure is said above the form, which keeps what was typed.
  const count = useEndpointQuery(emailApi.sendCount, counted, { placeholderData: (previous) => previous, throwOnError: false });
  const total = count.data?.count ?? 0;

  const submit = async (values: Values) => {
    const recipients = recipientsOf(values);
    setSubmitError(null);
    try {
      // The number asked about is counted for exactly what is sent, not the count shown a moment ago.
      const { count: exact } = await call(emailApi.sendCount, recipients);
      const confirmed = await modal.confirm({ title: t('sendForm.confirm', { count: exact }), okText: t('sendForm.send'), cancelText: t('common.cancel') });
      if (!confirmed) return;
      const { id } = await create.mutateAsync({ templateId: values.templateId!, recipients });
      void message.success(t('sendForm.sent'));
      void navigate(pages.email.sends({ id }));
    } catch (error) {
      setSubmitError(error);
    }
  };

  return (
    <div className="catalogue-page email-page" data-testid="email-send-form-page">
      <PageHeader title={t('sendForm.title')} help={t('sendForm.help')} />
      <Form<Values> form={form} layout="vertical" requiredMark="optional" className="email-form" disabled={create.isPending}
        initialValues={{ groupIds: [], userIds: [], addresses: '' }} onFinish={(values) => void submit(values)}>
        <Form.Item name="templateId" label={t('sendForm.template')} rules={fieldRules(EmailSendCreate.shape.templateId, { required: t('sendForm.templateRequired') })}>
          <Select
            showSearch={{ filterOption: false, searchValue: templateSearch.typed, onSearch: templateSearch.setTyped }}
            loading={templates.isFetching} placeholder={t('sendForm.templatePlaceholder')} aria-label={t('sendForm.template')}
            options={(templates.data ?? []).map((tpl) => ({ value: tpl.templateId, label: tpl.title }))}
            data-testid="email-send-template"
          />
        </Form.Item>
        <Form.Item name="groupIds" label={t('sendForm.groups')}>
          <Select mode="multiple" allowClear loading={groups.isPending} placeholder={t('sendForm.groupsPlaceholder')} aria-label={t('sendForm.groups')}
            options={(groups.data ?? []).map((g) => ({ value: g.groupId, label: t('sendForm.groupOption', { name: g.name, count: g.memberCount }) }))}
            showSearch={{ optionFilterProp: 'label' }} data-testid="email-send-groups" />
        </Form.Item>
        <Form.Item name="userIds" label={t('sendForm.users')}>
          <PersonPicker search={emailApi.sendUsers} multiple known={people} placeholder={t('sendForm.usersPlaceholder')} testId="email-send-users"
            onChange={(value, picked) => { setPeople((known) => [...known, ...picked]); form.setFieldValue('userIds', value); }} />
        </Form.Item>
        <Form.Item
          name="addresses" label={t('sendForm.addresses')} extra={t('sendForm.addressesHelp')}
          rules={[{
            validator: async (_, value: string | undefined) => {
              // The wrong one named; the rule itself is the help line below the box, said once.
              const { invalid } = splitAddresses(value ?? '');
              if (invalid.length) throw new Error(t('sendForm.addressesInvalid', { address: invalid[0] }));
            },
          }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} placeholder="name@dealer.example; other@dealer.example" data-testid="email-send-addresses" />
        </Form.Item>
        <div className="email-count" aria-live="polite">
          <Statistic title={t('sendForm.count')} value={total} loading={count.isFetching && !count.data} valueStyle={{ fontSize: 28 }} data-testid="email-send-count" />
          <Typography.Text type="secondary">{t('sendForm.countHelp')}</Typography.Text>
        </div>
        <ErrorAlert error={submitError ?? count.error} onClose={() => setSubmitError(null)} />
        <div className="email-actions">
          <Button type="primary" htmlType="submit" loading={create.isPending} disabled={total === 0 || typed.invalid.length > 0} data-testid="email-send-submit">
            {t('sendForm.send')}
          </Button>
          <Button onClick={() => void navigate(pages.email.sends())}>{t('common.cancel')}</Button>
        </div>
      </Form>
    </div>
  );
}
