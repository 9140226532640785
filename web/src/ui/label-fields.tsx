// One name per language (the form's `labels`), in a fieldset with its legend and help; English first and
// required, since every other language falls back to it.
import { DEFAULT_LANGUAGE, LANGUAGES } from '@gsis/contract';
import { Col, Form, Input, Row, Typography } from 'antd';
import './label-fields.css';

/** The words of the fieldset: its legend, the help under it, and what an empty English name says. */
export interface LabelTexts { legend: string; help: string; englishRequired: string }

export function LabelFields({ texts, max = 120, testIdPrefix = 'field-label' }: {
  texts: LabelTexts;
  max?: number;
  testIdPrefix?: string;
}) {
  return (
    <fieldset className="catalogue-labels">
      <legend>{texts.legend}</legend>
      <Typography.Paragraph type="secondary" className="catalogue-labels-help">{texts.help}</Typography.Paragraph>
      <Row gutter={12}>
        {LANGUAGES.map(({ code, nativeName }) => (
          <Col xs={24} sm={12} key={code}>
            <Form.Item
              name={['labels', code]}
              label={<span lang={code}>{nativeName}</span>}
              rules={code === DEFAULT_LANGUAGE ? [{ required: true, whitespace: true, message: texts.englishRequired }, { max }] : [{ max }]}
            >
              <Input lang={code} maxLength={max} data-testid={`${testIdPrefix}-${code}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}
