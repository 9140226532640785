// /management/library/pdf: the watermark readers' PDFs carry — text template with placeholders, font
// size, opacity and angle — with a live preview on an A4 page drawn the way the server stamps it.
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { DEFAULT_WATERMARK, WATERMARK_PLACEHOLDERS, WatermarkSettings } from '@gsis/contract';
import { App, Button, Card, Form, Input, InputNumber, Skeleton, Slider, Space, Tag, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { fieldRules, maxLengthOf, rangeOf } from '../../ui/schema-rules.ts';
import { useSaveWatermark, useWatermark } from './api.ts';
import { todayIso } from '../../ui/dates.ts';
import { useLibT } from './shared.tsx';

// The page the server stamps, in PDF points (A4), and how it lays the text out (platform/pdf/watermark.ts).
const A4 = { width: 595.28, height: 841.89 };
const PAGE_FILL = 0.9;
const LINE_HEIGHT = 1.4;
const MIN_FONT = 6;
/** The most characters of a template (and of the text it makes). */
const templateMax = maxLengthOf(WatermarkSettings.shape.template);
/** The font sizes the settings take. */
const fontSizes = rangeOf(WatermarkSettings.shape.fontSize);
const PREVIEW_FONT = "'Noto Sans', system-ui, -apple-system, 'Segoe UI', sans-serif";

type Placeholder = (typeof WATERMARK_PLACEHOLDERS)[number];
const nameOf = (p: Placeholder) => p.slice(1, -1) as 'id' | 'name' | 'company' | 'date' | 'address';

/** The template with sample values, tidied as the server does: trimmed lines, no empty ones, 200 characters at most. */
function fill(template: string, samples: Record<string, string>): string {
  const filled = template.replace(/\{(id|name|company|date|address)\}/g, (_, key: string) => samples[key] ?? '');
  const tidy = (text: string) => text.split(/\r?\n/).map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return tidy(Array.from(tidy(filled).join('\n')).slice(0, templateMax).join('')).join('\n');
}

let canvas: HTMLCanvasElement | null = null;
/** Width of a line in em (at a font size of 1). */
function emWidth(line: string): number {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return line.length * 0.55;
  context.font = `100px ${PREVIEW_FONT}`;
  return context.measureText(line).width / 100;
}

export default function WatermarkPage() {
  const { t } = useLibT();
  const settings = useWatermark();
  return (
    <div className="catalogue-page libadmin-page" data-testid="watermark-page">
      <PageHeader title={t('watermark.heading')} help={t('watermark.help')} />
      {settings.data ? <WatermarkEditor saved={settings.data} /> : <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>}
    </div>
  );
}

function WatermarkEditor({ saved }: { saved: WatermarkSettings }) {
  const { t } = useLibT();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<WatermarkSettings>();
  const save = useSaveWatermark();
  const templateRef = useRef<TextAreaRef>(null);
  const watched = Form.useWatch([], form) as Partial<WatermarkSettings> | undefined;
  const values: WatermarkSettings = { ...saved, ...Object.fromEntries(Object.entries(watched ?? {}).filter(([, v]) => v !== undefined && v !== null)) };
  const changed = (Object.keys(saved) as (keyof WatermarkSettings)[]).some((k) => values[k] !== saved[k]);

  const insert = (placeholder: Placeholder) => {
    const area = templateRef.current?.resizableTextArea?.textArea;
    const current: string = form.getFieldValue('template') ?? '';
    const start = area?.selectionStart ?? current.length;
    const end = area?.selectionEnd ?? current.length;
    const before = current.slice(0, start);
    const after = current.slice(end);
    const spaced = `${before && !/\s$/.test(before) ? ' ' : ''}${placeholder}${after && !/^\s/.test(after) ? ' ' : ''}`;
    const next = (before + spaced + after).slice(0, templateMax);
    form.setFieldsValue({ template: next });
    void form.validateFields(['template']);
    const caret = Math.min(next.length, before.length + spaced.length);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  const submit = async (input: WatermarkSettings) => {
    const confirmed = await modal.confirm({ title: t('watermark.saveConfirm'), okText: t('common.save'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    try {
      const result = await save.mutateAsync({ ...input, template: input.template.trim() });
      form.setFieldsValue(result);
      void message.success(t('common.saved'));
    } catch {
      // shown below the form
    }
  };

  const percent = (v?: number) => `${Math.round((v ?? 0) * 100)} %`;

  return (
    <div className="libadmin-watermark">
      <Card className="libadmin-card" title={t('watermark.settings')}>
        <Form<WatermarkSettings>
          form={form} layout="vertical" requiredMark="optional" initialValues={saved} disabled={save.isPending}
          onFinish={(v) => void submit(v)} data-testid="watermark-form"
        >
          <Form.Item
            name="template" label={t('watermark.template')}
            extra={t('watermark.templateHelp', { used: Array.from(values.template ?? '').length, max: templateMax })}
            rules={fieldRules(WatermarkSettings.shape.template, { required: t('watermark.templateRequired'), tooLong: t('watermark.templateMax', { max: templateMax }) })}
          >
            <Input.TextArea ref={templateRef} maxLength={templateMax} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="wm-template" />
          </Form.Item>
          <div className="libadmin-chips" role="group" aria-label={t('watermark.insert')}>
            <span className="libadmin-muted">{t('watermark.insert')}</span>
            {WATERMARK_PLACEHOLDERS.map((p) => (
              <Tooltip key={p} title={t(`watermark.placeholders.${nameOf(p)}`)}>
                <Tag.CheckableTag checked={false} onChange={() => insert(p)} className="libadmin-chip" data-testid={`wm-chip-${nameOf(p)}`}>
                  {p}
                </Tag.CheckableTag>
              </Tooltip>
            ))}
          </div>
          <Form.Item label={t('watermark.fontSize')} extra={t('watermark.fontSizeHelp')} required>
            <div className="libadmin-slider-row">
              <Form.Item name="fontSize" noStyle>
                <Slider {...fontSizes} className="libadmin-slider" />
              </Form.Item>
              <Form.Item name="fontSize" noStyle rules={fieldRules(WatermarkSettings.shape.fontSize, { required: t('watermark.fontSizeRange'), outOfRange: t('watermark.fontSizeRange') })}>
                <InputNumber<number> {...fontSizes} precision={0} suffix="pt" className="libadmin-number" aria-label={t('watermark.fontSize')} data-testid="wm-font-size" />
              </Form.Item>
            </div>
          </Form.Item>
          <Form.Item label={t('watermark.opacity')} extra={t('watermark.opacityHelp')} required>
            <div className="libadmin-slider-row">
              <Form.Item name="opacity" noStyle>
                <Slider {...rangeOf(WatermarkSettings.shape.opacity)} step={0.01} tooltip={{ formatter: percent }} className="libadmin-slider" aria-label={t('watermark.opacity')} data-testid="wm-opacity" />
              </Form.Item>
              <span className="libadmin-slider-value" data-testid="wm-opacity-value">{percent(values.opacity)}</span>
            </div>
          </Form.Item>
          <Form.Item label={t('watermark.angle')} extra={t('watermark.angleHelp')} required>
            <div className="libadmin-slider-row">
              <Form.Item name="angle" noStyle>
                <Slider {...rangeOf(WatermarkSettings.shape.angle)} step={1} marks={{ [-90]: '−90°', [-45]: '−45°', 0: '0°', 45: '45°', 90: '90°' }}
                  tooltip={{ formatter: (v) => `${v ?? 0}°` }} className="libadmin-slider" aria-label={t('watermark.angle')} data-testid="wm-angle" />
              </Form.Item>
              <span className="libadmin-slider-value" data-testid="wm-angle-value">{values.angle}°</span>
            </div>
          </Form.Item>
          <ErrorAlert error={save.error} onClose={save.reset} />
          <Space wrap className="libadmin-form-actions">
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} data-testid="wm-save">{t('common.save')}</Button>
            <Button icon={<UndoOutlined />} onClick={() => form.setFieldsValue(DEFAULT_WATERMARK)} data-testid="wm-default">{t('watermark.useDefault')}</Button>
            {changed ? <Button type="link" onClick={() => form.setFieldsValue(saved)} data-testid="wm-revert">{t('watermark.revert')}</Button> : null}
            {changed ? <Tag color="orange" data-testid="wm-unsaved">{t('watermark.unsaved')}</Tag> : null}
          </Space>
        </Form>
      </Card>
      <Card className="libadmin-card libadmin-preview-card" title={t('watermark.preview')}>
        <Typography.Paragraph type="secondary" className="libadmin-card-help">{t('watermark.previewHelp')}</Typography.Paragraph>
        <Preview settings={values} />
      </Card>
    </div>
  );
}

/** An A4 page with a little pretend content and the watermark over it, centred, rotated, grey, faded. */
function Preview({ settings }: { settings: WatermarkSettings }) {
  const { t } = useLibT();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(360);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(180, Math.min(460, element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const samples = useMemo(() => ({
    id: t('watermark.sample.id'), name: t('watermark.sample.name'), company: t('watermark.sample.company'),
    date: todayIso(), address: t('watermark.sample.address'),
  }), [t]);
  const text = fill(settings.template ?? '', samples);
  const lines = text ? text.split('\n') : [];

  // As the server does: the font size in points, shrunk so the turned block stays within 90 % of the page.
  const scale = width / A4.width;
  const height = A4.height * scale;
  const theta = (settings.angle * Math.PI) / 180;
  const blockWidth = Math.max(0, ...lines.map(emWidth));
  const blockHeight = lines.length * LINE_HEIGHT;
  const extentX = blockWidth * Math.abs(Math.cos(theta)) + blockHeight * Math.abs(Math.sin(theta));
  const extentY = blockWidth * Math.abs(Math.sin(theta)) + blockHeight * Math.abs(Math.cos(theta));
  const fit = extentX > 0 && extentY > 0 ? Math.min((PAGE_FILL * A4.width) / extentX, (PAGE_FILL * A4.height) / extentY) : settings.fontSize;
  const points = Math.max(MIN_FONT, Math.min(settings.fontSize, fit));
  const shrunk = points < settings.fontSize - 0.5;

  return (
    <div ref={frame} className="libadmin-preview-frame">
      <div className="libadmin-page-sheet" style={{ width, height }} data-testid="wm-preview" aria-label={t('watermark.previewLabel')} role="img">
        <div className="libadmin-page-content" aria-hidden style={{ padding: `${40 * scale}px ${44 * scale}px` }}>
          <div className="libadmin-fake-title" style={{ height: 14 * scale, width: '55%' }} />
          {Array.from({ length: 44 }, (_, i) => (
            <div key={i} className="libadmin-fake-line" style={{ height: 6 * scale, marginTop: (i % 7 === 0 ? 18 : 9) * scale, width: `${[92, 86, 95, 70, 89, 94, 60][i % 7]}%` }} />
          ))}
        </div>
        {lines.length ? (
          <div
            className="libadmin-watermark-text"
            data-testid="wm-preview-text"
            style={{
              fontFamily: PREVIEW_FONT,
              fontSize: points * scale,
              lineHeight: LINE_HEIGHT,
              opacity: settings.opacity,
              // PDF angles turn counter-clockwise; CSS ones clockwise.
              transform: `translate(-50%, -50%) rotate(${-settings.angle}deg)`,
            }}
          >
            {lines.join('\n')}
          </div>
        ) : null}
      </div>
      <Typography.Text type="secondary" className="libadmin-preview-note">
        {shrunk ? t('watermark.shrunk', { size: Math.round(points) }) : t('watermark.sampleNote')}
      </Typography.Text>
    </div>
  );
}
