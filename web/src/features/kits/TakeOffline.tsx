// "Take offline": a reader chooses a machine — a model, or a model and its serial plate, read the way search reads
// them — and the languages beside their own and English, sees what the kit would hold and its size against the
// device's free storage, and downloads it, with a progress bar that waits out a dropped connection. Opened from a
// search's model (the machine chosen already) or from My Library (the reader types one).
import { CloudDownloadOutlined, DownloadOutlined } from '@ant-design/icons';
import { LANGUAGES, searchApi, type KitPlanBody, type LanguageCode, type ResolvedModel } from '@gsis/contract';
import { Alert, Button, Form, Input, Modal, Progress, Select, Skeleton, Space } from 'antd';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { call } from '../../api/endpoints.ts';
import { useErrorText } from '../../api/error-text.ts';
import { session } from '../../session/session-store.ts';
import { formatBytes } from '../../ui/dates.ts';
import { languageName } from '../../ui/languages.tsx';
import { pages } from '../../ui/pages.ts';
import { useKitPlan } from './api.ts';
import { fillProgress, takeKit, type FillProgress } from './kit-download.ts';
import { startKitChecks } from './kit-sync.ts';
import './kits.css';

/** A machine as the dialog is handed it: a model search resolved, and the plate typed when it was a serial number. */
export interface KitMachineChoice { modelId: number; model: string; serialNumber?: string | undefined }

/** What the device may still take: the browser's quota less what is used, when it says. */
function useFreeStorage(): number | null | undefined {
  const [free, setFree] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void (navigator.storage?.estimate?.() ?? Promise.resolve(undefined)).then((estimate) => {
      if (live) setFree(estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : null);
    }).catch(() => live && setFree(null));
    return () => void (live = false);
  }, []);
  return free;
}

export function useFillProgress(kitId: number | undefined): FillProgress | undefined {
  return useSyncExternalStore(fillProgress.subscribe, () => (kitId === undefined ? undefined : fillProgress.of(kitId)));
}

/** A kit's download as a bar: bytes so far of the whole, and whether it waits for the network. */
export function KitProgress({ progress }: { progress: FillProgress }) {
  const { t, i18n } = useTranslation('kits');
  const percent = progress.bytesTotal ? Math.min(100, Math.floor((progress.bytesDone / progress.bytesTotal) * 100)) : progress.done ? 100 : 0;
  return (
    <div className="kit-progress" data-testid="kit-progress" data-done={String(progress.done)}>
      <Progress percent={progress.done ? 100 : percent} status={progress.failed ? 'exception' : progress.done ? 'success' : 'active'} />
      <p className="kit-progress-text" aria-live="polite">
        {progress.failed ? t('progress.failed')
          : progress.done ? t('progress.done')
            : progress.waiting ? t('progress.waiting')
              : t('progress.bytes', { done: formatBytes(progress.bytesDone, i18n.language), total: formatBytes(progress.bytesTotal, i18n.language) })}
      </p>
    </div>
  );
}

/** The machines a typed model or serial number names, as search reads it. */
function useMachines(word: string) {
  const [found, setFound] = useState<{ word: string; resolved: ResolvedModel[] } | undefined>();
  useEffect(() => {
    const typed = word.trim();
    if (!typed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void call(searchApi.index, { searchWord: typed, countOnly: true, pageSize: 1 }, { signal: controller.signal })
        .then((answer) => setFound({ word: typed, resolved: answer.resolved }))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [word]);
  return word.trim() && found?.word === word.trim() ? found.resolved : undefined;
}

function MachinePicker({ onPick, initial = '' }: { onPick: (machine: KitMachineChoice) => void; initial?: string | undefined }) {
  const { t } = useTranslation('kits');
  const [word, setWord] = useState(initial);
  const machines = useMachines(word);
  return (
    <Form.Item label={t('take.machine')} extra={t('take.machineHelp')}>
      <Input value={word} onChange={(event) => setWord(event.target.value)} placeholder={t('take.machinePlaceholder')} data-testid="kit-machine-word" autoFocus />
      {machines?.length === 0 ? <p className="kit-machine-none" data-testid="kit-machine-none">{t('take.noMachine', { word })}</p> : null}
      {machines?.length ? (
        <ul className="kit-machine-list">
          {machines.slice(0, 8).map((machine) => (
            <li key={`${machine.modelId}/${machine.suffix ?? ''}`}>
              <Button
                type="link" data-testid="kit-machine-option"
                onClick={() => onPick({ modelId: machine.modelId, model: machine.model, serialNumber: machine.serialNumber !== null ? word.trim() : undefined })}
              >
                {machine.serialNumber !== null ? t('take.machineSerial', { model: machine.model, serial: word.trim() }) : `${machine.model} · ${machine.product}`}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Form.Item>
  );
}

function PlanSummary({ body, onSize }: { body: KitPlanBody; onSize: (bytes: number | undefined) => void }) {
  const { t, i18n } = useTranslation('kits');
  const errorText = useErrorText();
  const plan = useKitPlan(body);
  const bytes = plan.data?.totals.bytes;
  useEffect(() => onSize(bytes), [bytes, onSize]);
  if (plan.error) {
    const reason = plan.error instanceof ApiError ? (plan.error.details as { reason?: string } | undefined)?.reason : undefined;
    return <Alert type="error" showIcon title={reason ? t(`serial.${reason}`) : errorText(plan.error)} data-testid="kit-plan-error" />;
  }
  if (!plan.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const { totals, documents } = plan.data;
  const pdfs = documents.filter((document) => document.publishType === 'PDF');
  return (
    <div className="kit-plan" data-testid="kit-plan">
      <p className="kit-plan-line" data-testid="kit-plan-size">
        {t('take.holds', { documents: pdfs.length, guides: totals.guides, size: formatBytes(pdfs.reduce((sum, d) => sum + d.bytes, 0), i18n.language) })}
      </p>
      {plan.data.symbols.included ? <p className="kit-plan-line">{t('take.symbols', { count: plan.data.symbols.entries })}</p> : null}
      {pdfs.length ? (
        <details className="kit-plan-documents">
          <summary>{t('take.documentList')}</summary>
          <ul>{pdfs.map((d) => <li key={d.versionId}><span lang={d.language}>{d.title}</span> · {languageName(d.language)} · {formatBytes(d.bytes, i18n.language)}</li>)}</ul>
        </details>
      ) : <Alert type="info" showIcon title={t('take.noDocuments')} />}
      {documents.length > pdfs.length ? <p className="kit-plan-note">{t('take.webHelpOnline', { count: documents.length - pdfs.length })}</p> : null}
    </div>
  );
}

/**
 * `machine`: chosen already (a search's model); else the reader types one, starting from `word` when the page knows
 * a model's code (a document's, which names several).
 */
export function TakeOfflineDialog({ machine: given, word, open, onClose }: { machine?: KitMachineChoice | undefined; word?: string | undefined; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('kits');
  const errorText = useErrorText();
  const [machine, setMachine] = useState<KitMachineChoice | undefined>(given);
  const [languages, setLanguages] = useState<LanguageCode[]>([]);
  const [size, setSize] = useState<number | undefined>();
  const [kitId, setKitId] = useState<number | undefined>();
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const free = useFreeStorage();
  const progress = useFillProgress(kitId);
  const navigate = useNavigate();
  const machineName = (chosen: KitMachineChoice) => (chosen.serialNumber ? t('take.machineSerial', { model: chosen.model, serial: chosen.serialNumber }) : chosen.model);
  useEffect(() => setMachine(given), [given]);

  const body = useMemo<KitPlanBody | undefined>(() => (machine ? { modelId: machine.modelId, ...(machine.serialNumber ? { serialNumber: machine.serialNumber } : {}), languages } : undefined), [machine, languages]);
  const reader = i18n.language as LanguageCode;
  const addable = LANGUAGES.filter(({ code }) => code !== reader && code !== 'en').map(({ code, nativeName }) => ({ value: code, label: <span lang={code}>{nativeName}</span>, title: nativeName }));
  const tooBig = size !== undefined && typeof free === 'number' && size > free;

  const download = async () => {
    const user = session.get().user;
    if (!body || !user) return;
    setBusy(true);
    setFailure(undefined);
    try {
      // Asked before the download: without it the browser may clear the kit when the device runs short of space.
      await navigator.storage?.persist?.().catch(() => false);
      setKitId((await takeKit(user.userId, body)).kitId);
      // From now on this device keeps a kit: it is checked at every start and every hour.
      startKitChecks();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setKitId(undefined);
    setFailure(undefined);
    if (!given) setMachine(undefined);
    onClose();
  };

  return (
    <Modal
      open={open} onCancel={close} title={<span data-testid="kit-dialog-title">{t('take.title')}</span>} destroyOnHidden
      footer={kitId === undefined ? (
        <Space>
          <Button onClick={close}>{t('take.cancel')}</Button>
          <Button type="primary" icon={<DownloadOutlined />} disabled={!body || size === undefined || tooBig} loading={busy} onClick={() => void download()} data-testid="kit-download">
            {t('take.download')}
          </Button>
        </Space>
      ) : (
        <Space>
          <Button onClick={close} data-testid="kit-dialog-close">{t('take.close')}</Button>
          <Button type="primary" onClick={() => { close(); void navigate(pages.kits.kit(kitId)); }} data-testid="kit-open">{t('take.open')}</Button>
        </Space>
      )}
    >
      {kitId !== undefined ? (
        <div data-testid="kit-taking">
          <p>{t('take.downloading', { machine: machine ? machineName(machine) : '' })}</p>
          {progress ? <KitProgress progress={progress} /> : null}
          <p className="kit-plan-note">{t('take.keepsGoing')}</p>
        </div>
      ) : (
        <Form layout="vertical" requiredMark={false}>
          {machine ? (
            <Form.Item label={t('take.machine')}>
              <Space wrap>
                <strong data-testid="kit-machine">{machineName(machine)}</strong>
                {!given ? <Button type="link" onClick={() => setMachine(undefined)}>{t('take.otherMachine')}</Button> : null}
              </Space>
            </Form.Item>
          ) : <MachinePicker onPick={setMachine} initial={word} />}
          <Form.Item label={t('take.languages')} extra={t('take.languagesHelp', { reader: languageName(reader), english: languageName('en') })}>
            <Select mode="multiple" value={languages} onChange={setLanguages} options={addable} optionFilterProp="title" placeholder={t('take.addLanguages')} data-testid="kit-languages" />
          </Form.Item>
          {body ? <PlanSummary body={body} onSize={setSize} /> : null}
          <p className="kit-storage" data-testid="kit-storage">
            {typeof free === 'number' ? t('take.free', { size: formatBytes(free, i18n.language) }) : free === null ? t('take.freeUnknown') : null}
          </p>
          {tooBig ? <Alert type="warning" showIcon title={t('take.tooBig')} data-testid="kit-too-big" /> : null}
          {failure ? <Alert type="error" showIcon title={errorText(failure)} /> : null}
        </Form>
      )}
    </Modal>
  );
}

/** The button that opens the dialog; `machine` when the page knows it (a search's model), `word` to start from. */
export function TakeOfflineButton({ machine, word, size = 'middle', primary = false }: { machine?: KitMachineChoice; word?: string; size?: 'small' | 'middle'; primary?: boolean }) {
  const { t } = useTranslation('kits');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<CloudDownloadOutlined />} size={size} type={primary ? 'primary' : 'default'} onClick={() => setOpen(true)} data-testid="kit-take">{t('take.button')}</Button>
      <TakeOfflineDialog machine={machine} word={word} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The choice of a model a search resolved, as the dialog takes it. */
export function machineOfSearch(resolved: ResolvedModel, word: string): KitMachineChoice {
  return { modelId: resolved.modelId, model: resolved.model, serialNumber: resolved.serialNumber !== null ? word.trim() : undefined };
}
