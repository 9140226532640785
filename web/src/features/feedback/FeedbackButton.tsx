// "Feedback" in the reader: rate this document (1 to 5 stars) with a comment, at the page or topic shown now.
// The feedback managers are told; the answer comes by e-mail and in My Library › Feedback.
import { CommentOutlined } from '@ant-design/icons';
import { FeedbackSave } from '@gsis/contract';
import { App, Button, Form, Input, Modal, Rate } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../api/error-text.ts';
import { pages } from '../../ui/pages.ts';
import type { ReaderActionProps, ReaderPlace } from '../../ui/reader-place.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useSaveFeedback } from './api.ts';
import { useFeedbackT } from './shared.tsx';
import './feedback.css';

type RatingProps = { label: string; tooltips: string[]; value?: number; onChange?: (value: number) => void; id?: string; 'aria-required'?: boolean | 'true' | 'false' };

/**
 * The stars, as a group of five choices named by the field's label. The form's "required" is said of the group: on the
 * stars' own list ARIA does not allow it, and a list made a radiogroup would orphan its items.
 */
function RatingField({ label, tooltips, value, onChange, id, 'aria-required': required }: RatingProps) {
  return (
    <div role="radiogroup" aria-label={label} aria-required={required} id={id} className="feedback-rating-group">
      <Rate value={value} onChange={onChange} tooltips={tooltips} data-testid="feedback-rating" />
    </div>
  );
}

export function FeedbackButton({ documentId, version, place }: ReaderActionProps) {
  const save = useSaveFeedback();
  const send = async (feedback: FeedbackSave): Promise<FeedbackOutcome> => {
    await save.mutateAsync(feedback);
    return 'sent';
  };
  return <RateDocument documentId={documentId} versionId={version.id} place={place} send={send} sending={save.isPending} />;
}

/** What became of feedback given: sent to the server, or kept on the device until the network returns (a field kit). */
export type FeedbackOutcome = 'sent' | 'kept';

export interface RateDocumentProps {
  documentId: number;
  versionId: number;
  place: () => ReaderPlace;
  send: (feedback: FeedbackSave) => Promise<FeedbackOutcome>;
  sending?: boolean;
}

/** The button and its dialog, whoever sends what the reader gives (the server, or a field kit's queue). */
export function RateDocument({ documentId, versionId, place, send, sending = false }: RateDocumentProps) {
  const { t } = useFeedbackT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [where, setWhere] = useState<ReaderPlace | null>(null);
  const [form] = Form.useForm<{ rating: number; comment?: string }>();
  const navigate = useNavigate();

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const outcome = await send({ documentId, versionId, ...where, rating: values.rating, comment: values.comment ?? '' });
      // The message is drawn outside the router: its link navigates with this page's navigate.
      if (outcome === 'kept') void message.info({ content: t('give.kept'), duration: 6 });
      else {
        void message.success({
          content: <span>{t('give.sent')} <Button type="link" size="small" onClick={() => void navigate(pages.feedback.mine())}>{t('give.seeMine')}</Button></span>,
          duration: 6,
        });
      }
      setWhere(null);
    } catch (error) {
      form.setFields([{ name: 'comment', errors: [errorText(error)] }]);
    }
  };

  return (
    <>
      <Button size="small" icon={<CommentOutlined />} onClick={() => setWhere(place())} data-testid="feedback-button">{t('give.button')}</Button>
      <Modal
        open={where !== null} title={t('give.title')} onCancel={() => setWhere(null)} onOk={() => void submit()} okText={t('give.send')} cancelText={t('give.cancel')}
        confirmLoading={sending} okButtonProps={{ 'data-testid': 'feedback-send' } as Record<`data-${string}`, string>} destroyOnHidden
      >
        <p className="feedback-where">
          {where?.page ? t('give.atPage', { page: where.page }) : where?.topicPath ? t('give.atTopic') : t('give.wholeDocument')}
        </p>
        <Form form={form} layout="vertical" preserve={false} requiredMark={false}>
          <Form.Item name="rating" label={t('give.rating')} className="feedback-rate-field" rules={fieldRules(FeedbackSave.shape.rating, { required: t('give.ratingRequired'), outOfRange: t('give.ratingRequired') })}>
            <RatingField label={t('give.rating')} tooltips={[1, 2, 3, 4, 5].map((n) => t(`rating.${n}`))} />
          </Form.Item>
          <Form.Item name="comment" label={t('give.comment')} extra={t('give.commentHelp')} className="feedback-counted" rules={fieldRules(FeedbackSave.shape.comment)}>
            <Input.TextArea rows={5} maxLength={maxLengthOf(FeedbackSave.shape.comment)} showCount data-testid="feedback-comment" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
