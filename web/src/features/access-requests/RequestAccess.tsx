// On the page of a document the reader may not open: "Request access" with a reason, or where their request
// stands — waiting, or declined with the administrator's note and the choice to ask again.
import { KeyOutlined } from '@ant-design/icons';
import { AccessRequestSave } from '@gsis/contract';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../api/error-text.ts';
import { useDates } from '../../ui/dates.ts';
import { pages } from '../../ui/pages.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useMyAccessRequests, useRequestAccess } from './api.ts';
import { useAccessT } from './shared.tsx';
import './access-requests.css';

export function RequestAccess({ documentId }: { documentId: number }) {
  const { t } = useAccessT();
  const dates = useDates();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const latest = useMyAccessRequests({ documentId, pageSize: 1 });
  const send = useRequestAccess();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const last = latest.data?.items[0];

  const submit = async () => {
    const { reason } = await form.validateFields();
    try {
      await send.mutateAsync({ documentId, reason });
      setOpen(false);
      void message.success(t('request.sent'));
    } catch (error) {
      form.setFields([{ name: 'reason', errors: [errorText(error)] }]);
    }
  };

  if (latest.isLoading) return null;
  return (
    <div className="access-request" data-testid="access-request">
      {last?.status === 'PENDING' ? (
        <Alert
          type="info" showIcon message={t('request.pending', { date: dates.date(last.createdAt) })} data-testid="access-request-pending"
          // The button sits under the text, not beside it, so a narrow screen keeps both readable.
          description={<><p className="access-request-help">{t('request.pendingHelp')}</p><Button size="small" onClick={() => void navigate(pages.myLibrary.accessRequests())}>{t('request.seeMine')}</Button></>}
        />
      ) : (
        <>
          {last?.status === 'DECLINED' && (
            <Alert type="warning" showIcon className="access-request-declined" data-testid="access-request-declined"
              message={t('request.declined', { date: last.decidedAt ? dates.date(last.decidedAt) : '' })} description={last.note || undefined} />
          )}
          <Button icon={<KeyOutlined />} onClick={() => setOpen(true)} data-testid="access-request-open">
            {last?.status === 'DECLINED' ? t('request.again') : t('request.button')}
          </Button>
        </>
      )}
      <Modal
        open={open} title={t('request.title')} onCancel={() => setOpen(false)} onOk={() => void submit()} okText={t('request.send')} cancelText={t('request.cancel')}
        confirmLoading={send.isPending} okButtonProps={{ 'data-testid': 'access-request-send' } as Record<`data-${string}`, string>} destroyOnHidden
      >
        <p>{t('request.help')}</p>
        <Form form={form} layout="vertical" preserve={false} requiredMark={false}>
          <Form.Item name="reason" label={t('request.reason')} rules={fieldRules(AccessRequestSave.shape.reason, { required: t('request.reasonRequired') })}>
            <Input.TextArea rows={4} maxLength={maxLengthOf(AccessRequestSave.shape.reason)} showCount placeholder={t('request.reasonPlaceholder')} data-testid="access-request-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
