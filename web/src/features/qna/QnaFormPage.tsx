// /support/qna/form and /mylibrary/myqna/form: a question asked (no id) or changed by its asker while it waits
// (?id=). Saving asks the seed's save (or edit) confirmation, Reset its reset confirmation.
import { QnaAsk } from '@gsis/contract';
import { App, Button, Form, Input, Select, Spin } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { classOptions } from '../../api/support-queries.ts';
import { idFrom } from '../../ui/address-params.ts';
import { AttachmentField, type HeldAttachment } from '../../ui/attachment-field.tsx';
import { useFormSave } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePageTop } from '../../ui/page-top.ts';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useAsk, useQnaClasses, useQuestion } from './api.ts';
import { PLACES, useQnaT, type QnaPlace } from './places.ts';
import './qna.css';

type Values = Required<Pick<QnaAsk, 'classId' | 'title' | 'bodyHtml'>> & { attachments: HeldAttachment[] };

function QuestionForm({ place }: { place: QnaPlace }) {
  const { t } = useQnaT();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const pageTop = usePageTop();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const question = useQuestion(id);
  const classes = useQnaClasses();
  const ask = useAsk();
  const [form] = Form.useForm<Values>();
  const { saveForm, error, clearError } = useFormSave(form, { existing: id !== undefined });

  const submit = async (values: Values) => {
    const texts = { save: t('form.save'), cancel: t('form.cancel'), saved: t('form.saved') };
    const saved = await saveForm(texts, () => ask.mutateAsync({
      ...(id ? { questionId: id } : {}), classId: values.classId, title: values.title, bodyHtml: values.bodyHtml, attachmentIds: values.attachments.map((a) => a.attachmentId),
    }));
    if (saved) void navigate(place.detail(saved.id), { replace: true, state: location.state });
  };
  const reset = async () => {
    if (await modal.confirm({ title: t('form.resetConfirm'), content: t('form.resetHelp'), okText: t('form.reset'), cancelText: t('form.cancel') })) {
      form.resetFields();
      clearError();
    }
  };

  const q = question.data;
  return (
    <div className="catalogue-page qna-form-page" data-testid="qna-form-page">
      {pageTop}
      <PageHeader title={id ? t('form.editTitle') : t('form.newTitle')} help={t('form.help')} />
      {id && !q ? <Spin /> : (
        <Form<Values>
          form={form} layout="vertical" requiredMark="optional" className="qna-form" disabled={ask.isPending}
          initialValues={q ? { classId: q.classId, title: q.title, bodyHtml: q.bodyHtml, attachments: q.attachments } : { title: '', bodyHtml: '', attachments: [] }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="classId" label={t('form.classification')} rules={fieldRules(QnaAsk.shape.classId, { required: t('form.classificationRequired') })}>
            <Select loading={classes.isPending} data-testid="qna-class-field"
              options={classOptions(classes.data)} />
          </Form.Item>
          <Form.Item name="title" label={t('form.title')} rules={fieldRules(QnaAsk.shape.title, { required: t('form.titleRequired'), tooLong: t('form.titleTooLong') })}>
            <Input maxLength={maxLengthOf(QnaAsk.shape.title)} showCount data-testid="qna-title-field" />
          </Form.Item>
          <Form.Item name="bodyHtml" label={t('form.body')} rules={[{ required: true, message: t('form.bodyRequired') }]}>
            <RichTextEditor label={t('form.body')} testId="qna-body-field" />
          </Form.Item>
          <Form.Item name="attachments" label={t('form.attachments')}>
            <AttachmentField testId="qna-attachments" />
          </Form.Item>
          <ErrorAlert error={error} onClose={clearError} />
          <div className="qna-actions">
            <Button type="primary" htmlType="submit" loading={ask.isPending} data-testid="qna-save">{t('form.save')}</Button>
            <Button onClick={() => void reset()} data-testid="qna-reset">{t('form.reset')}</Button>
            <Button onClick={() => void navigate(id ? place.detail(id) : place.list(), { state: location.state })}>{t('form.cancel')}</Button>
          </div>
        </Form>
      )}
    </div>
  );
}

export default function QnaFormPage() {
  return <QuestionForm place={PLACES.board} />;
}
export function MyQnaFormPage() {
  return <QuestionForm place={PLACES.mine} />;
}
