// /signup: three steps (terms, personal information, completion). The step lives in the page, not in the
// address, so a reload starts again from the terms.
import { App, Card, Form, Steps, Typography, type ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { DoneStep } from './DoneStep.tsx';
import { InfoStep, type InfoValues } from './InfoStep.tsx';
import { TermsStep, type Agreements } from './TermsStep.tsx';
import './signup.css';

export default function SignupPage() {
  const { t } = useTranslation('signup');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [step, setStep] = useState(0);
  const [agreed, setAgreed] = useState<Agreements>({ terms: false, privacy: false });
  // Kept here so going back to the terms and forward again keeps what was typed and checked.
  const [form] = Form.useForm<InfoValues>();
  const [checkedId, setCheckedId] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  const cancel = async () => {
    const confirmed = await modal.confirm({
      title: t('cancelConfirm.title'),
      content: t('cancelConfirm.content'),
      okText: t('cancelConfirm.ok'),
      cancelText: t('cancelConfirm.keep'),
      okButtonProps: { danger: true, 'data-testid': 'signup-cancel-ok' } as ButtonProps,
    });
    if (confirmed) void navigate(pages.login());
  };

  return (
    <div className="signup-page" data-testid="signup-page" data-step={step + 1}>
      <Card className="signup-card">
        <Typography.Title level={1} className="signup-title">{t('title')}</Typography.Title>
        <Steps
          current={step}
          status={step === 2 ? 'finish' : 'process'}
          size="small"
          responsive={false}
          titlePlacement="vertical"
          className="signup-steps"
          items={[{ title: t('steps.terms') }, { title: t('steps.info') }, { title: t('steps.done') }]}
        />
        {step === 0 ? (
          <TermsStep agreed={agreed} onChange={setAgreed} onNext={() => setStep(1)} onCancel={() => void cancel()} />
        ) : step === 1 ? (
          <InfoStep
            form={form}
            checkedId={checkedId}
            onChecked={setCheckedId}
            onBack={() => setStep(0)}
            onCancel={() => void cancel()}
            onDone={(id) => {
              setSentTo(id);
              setStep(2);
            }}
          />
        ) : (
          <DoneStep email={sentTo} />
        )}
      </Card>
    </div>
  );
}
