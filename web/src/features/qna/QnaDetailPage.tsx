// A question: /support/qna/detail, /mylibrary/myqna/detail and /management/support/qna/detail (?id=), and
// /management/support/qna/form (?id=), which opens it with the answer being written. Its asker edits it while
// it waits; its managers answer (or correct the answer) in place; deleting asks the seed's confirmation that
// the answer goes too.
import { DeleteOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { QnaDetail } from '@gsis/contract';
import { Alert, Button, Form, Popconfirm, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { idFrom } from '../../ui/address-params.ts';
import { AttachmentField, AttachmentLinks, type HeldAttachment } from '../../ui/attachment-field.tsx';
import { useDates } from '../../ui/dates.ts';
import { useFormSave } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { usePageTop } from '../../ui/page-top.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { RichTextView } from '../../ui/rich-text-view.tsx';
import { useAnswer, useDeleteQuestion, useQuestion } from './api.ts';
import { PLACES, useQnaT, type QnaPlace } from './places.ts';
import { StatusTag } from './shared.tsx';
import '../../ui/page.css';
import './qna.css';

type AnswerValues = { answerHtml: string; attachments: HeldAttachment[] };

function AnswerForm({ question, onDone }: { question: QnaDetail; onDone: () => void }) {
  const { t } = useQnaT();
  const answer = useAnswer();
  const [form] = Form.useForm<AnswerValues>();
  const { saveForm, error, clearError } = useFormSave(form, { existing: Boolean(question.answer) });
  const submit = async (values: AnswerValues) => {
    // The first answer e-mails the asker, which cannot be taken back; later edits are silent.
    const confirm = question.answer ? undefined : { title: t('detail.answerConfirm'), content: t('detail.answerMailNote', { name: question.asker }) };
    const texts = { confirm, save: t('detail.saveAnswer'), cancel: t('detail.cancel'), saved: t('detail.answerSaved') };
    const saved = await saveForm(texts, () => answer.mutateAsync({
      questionId: question.questionId, answerHtml: values.answerHtml, attachmentIds: values.attachments.map((a) => a.attachmentId),
    }));
    if (saved) onDone();
  };
  return (
    <Form<AnswerValues> form={form} layout="vertical" className="qna-answer-form" disabled={answer.isPending}
      initialValues={{ answerHtml: question.answer?.html ?? '', attachments: question.answer?.attachments ?? [] }} onFinish={(values) => void submit(values)}>
      <Form.Item name="answerHtml" label={question.answer ? t('detail.editAnswer') : t('detail.writeAnswer')} rules={[{ required: true, message: t('detail.answerRequired') }]}>
        <RichTextEditor label={t('detail.answer')} testId="qna-answer-field" />
      </Form.Item>
      <Form.Item name="attachments" label={t('detail.attachments')}>
        <AttachmentField testId="qna-answer-attachments" />
      </Form.Item>
      <ErrorAlert error={error} onClose={clearError} />
      <Button type="primary" htmlType="submit" loading={answer.isPending} data-testid="qna-answer-save">{t('detail.saveAnswer')}</Button>
    </Form>
  );
}

function QuestionView({ place, answering = false }: { place: QnaPlace; answering?: boolean }) {
  const { t } = useQnaT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const dates = useDates();
  const pageTop = usePageTop();
  const id = idFrom(params.get('id'));
  const question = useQuestion(id);
  const remove = useDeleteQuestion();
  const outcome = useOutcomeMessage();
  const [writing, setWriting] = useState(answering);
  usePageTitle(question.data?.title ?? t('board.title'));
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';

  if (id === undefined) return <Navigate to={place.list()} replace />;
  if (!question.data) return <Spin className="qna-spin" />;
  const q = question.data;

  const deleteIt = async () => {
    const done = remove.mutateAsync({ questionId: q.questionId });
    await outcome(done, t('detail.deleted'));
    await done.then(() => void navigate(place.list(listSearch), { replace: true }), () => undefined);
  };

  return (
    <article className="catalogue-page qna-detail" data-testid="qna-detail">
      {pageTop}
      <header className="qna-detail-header">
        <div className="qna-detail-tags"><StatusTag status={q.status} /> <span className="qna-muted">{q.classLabel}</span></div>
        <Typography.Title level={pageTop ? 2 : 1} className="qna-detail-title" data-testid="qna-title">{q.title}</Typography.Title>
        <p className="qna-muted">{t('detail.askedBy', { name: q.asker })} · <span title={dates.dateTime(q.createdAt)}>{dates.date(q.createdAt)}</span></p>
      </header>
      <section aria-label={t('detail.question')}>
        <RichTextView html={q.bodyHtml} testId="qna-body" />
        <AttachmentLinks files={q.attachments} />
      </section>
      <section className="qna-answer" aria-label={t('detail.answer')} data-testid="qna-answer">
        <Typography.Title level={4}>{t('detail.answer')}</Typography.Title>
        {q.answer && !writing ? (
          <>
            <p className="qna-muted">{t('detail.answeredBy', { name: q.answer.answerer })}{q.answeredAt ? ` · ${dates.date(q.answeredAt)}` : ''}</p>
            <RichTextView html={q.answer.html} testId="qna-answer-body" />
            <AttachmentLinks files={q.answer.attachments} />
          </>
        ) : null}
        {!q.answer && !writing ? <Alert type="info" showIcon title={q.mayAnswer ? t('detail.waitingForYou') : t('detail.waiting')} /> : null}
        {q.mayAnswer && writing ? <AnswerForm question={q} onDone={() => setWriting(false)} /> : null}
        {q.mayAnswer && !writing ? (
          <Button icon={<EditOutlined />} onClick={() => setWriting(true)} className="qna-answer-open" data-testid="qna-answer-open">
            {q.answer ? t('detail.editAnswer') : t('detail.writeAnswer')}
          </Button>
        ) : null}
      </section>
      <div className="qna-actions">
        <Button icon={<UnorderedListOutlined />} onClick={() => void navigate(place.list(listSearch))} data-testid="qna-back">{t('detail.backToList')}</Button>
        {q.mayEdit ? (
          <Button icon={<EditOutlined />} onClick={() => void navigate((place.key === 'manage' ? PLACES.board : place).form(q.questionId), { state: location.state })} data-testid="qna-edit">
            {t('detail.edit')}
          </Button>
        ) : null}
        {q.mayDelete ? (
          <Popconfirm title={t('detail.deleteConfirm')} okText={t('detail.deleteOk')} cancelText={t('detail.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'qna-delete-ok' }} onConfirm={() => deleteIt()}>
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="qna-delete">{t('detail.delete')}</Button>
          </Popconfirm>
        ) : null}
      </div>
    </article>
  );
}

export default function QnaDetailPage() {
  return <QuestionView place={PLACES.board} />;
}
export function MyQnaDetailPage() {
  return <QuestionView place={PLACES.mine} />;
}
export function QnaManageDetailPage() {
  return <QuestionView place={PLACES.manage} />;
}
/** /management/support/qna/form: the question with its answer being written. */
export function QnaAnswerPage() {
  return <QuestionView place={PLACES.manage} answering />;
}
