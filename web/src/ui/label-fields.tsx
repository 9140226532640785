// One name (or sentence) per language (the form's `labels`, or the field named), in a fieldset with its legend and help; English first and
// required, since every other language falls back to it.
import { DEFAULT_LANGUAGE, Labels, LANGUAGES } from '@gsis/contract';
import { Col, Form, Input, Row, Typography } from 'antd';
import './label-fields.css';
import { fieldRules, maxLengthOf, valueSchemaOf, type FieldSchema } from './schema-rules.ts';

/** The words of the fieldset: its legend, the help under it, and what an empty English name says. */
export interface LabelTexts { legend: string; help: string; englishRequired: string }

export function LabelFields({ texts, schema = Labels, testIdPrefix = 'field-label', name = 'labels', multiline = false }: {
  texts: LabelTexts;
  /** The endpoint's schema of the texts by language (the contract's Labels unless it says otherwise). */
  schema?: FieldSchema;
  testIdPrefix?: string;
  /** The form's field that holds the texts by language. */
  name?: string;
  /** Sentences rather than names: a box that grows with the text. */
  multiline?: boolean;
}) {
  const text = valueSchemaOf(schema);
  const rules = fieldRules(text);
  const max = maxLengthOf(text);
  return (
    <fieldset className="catalogue-labels">
      <legend>{texts.legend}</legend>
      <Typography.Paragraph type="secondary" className="catalogue-labels-help">{texts.help}</Typography.Paragraph>
      <Row gutter={12}>
        {LANGUAGES.map(({ code, nativeName }) => (
          <Col xs={24} sm={12} key={code}>
            <Form.Item
              name={[name, code]}
              label={<span lang={code}>{nativeName}</span>}
              rules={code === DEFAULT_LANGUAGE ? [{ required: true, whitespace: true, message: texts.englishRequired }, ...rules] : rules}
            >
              {multiline
                ? <Input.TextArea lang={code} maxLength={max} autoSize={{ minRows: 1, maxRows: 4 }} data-testid={`${testIdPrefix}-${code}`} />
                : <Input lang={code} maxLength={max} data-testid={`${testIdPrefix}-${code}`} />}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}
