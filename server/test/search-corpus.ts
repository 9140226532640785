// A small service library in all 13 languages, for the search tests: per language three web-help topics
// and the same text as a three-page PDF in the language's script (Noto from npm; Thai and Burmese clusters
// in /ActualText spans, as Chromium writes them). Each language has a word found in one topic only, and where
// PostgreSQL (or GSIS, for Ukrainian) has a stemmer, a word whose inflected form is what the text holds.
import type { LanguageCode } from '@gsis/contract';
import type { App } from '../src/platform/http/http.ts';
import { uniqueId } from './factories.ts';
import { createDocumentWithVersion, makeZip, type NewDocument } from './library-factories.ts';
import { makeScriptPdf } from './script-pdf.ts';

export interface CorpusTopic { path: string; title: string; body: string }

/** A word to search for, the topic (index 0–2; page index + 1 in the PDF) that holds it, and how it stands there. */
export interface CorpusWord { query: string; topic: number; onPage: string }

export interface CorpusLanguage {
  language: LanguageCode;
  topics: [CorpusTopic, CorpusTopic, CorpusTopic];
  /** Found in exactly one topic of the whole library. */
  word: CorpusWord;
  /** A form the text does not hold that the language's stemmer maps onto one it does. */
  stem?: CorpusWord;
}

export const CORPUS: CorpusLanguage[] = [
  {
    language: 'en',
    topics: [
      { path: 'index.html', title: 'Safety', body: 'Read this manual before operating the excavator. Park the machine on level ground and lower the bucket to the ground before any service work.' },
      { path: 'electrical.html', title: 'Electrical system', body: 'Removal of the batteries: turn the master switch off and disconnect the negative cables first. Check the electrolyte level in the batteries every 250 hours.' },
      { path: 'tracks.html', title: 'Track tension', body: 'Measure the track sag between the front idler and the first carrier roller. Adjust the tension by pumping grease into the track adjuster cylinder.' },
    ],
    word: { query: 'idler', topic: 2, onPage: 'idler' },
    stem: { query: 'battery', topic: 1, onPage: 'batteries' },
  },
  {
    language: 'fr',
    topics: [
      { path: 'index.html', title: 'Sécurité', body: "Lisez ce manuel avant d'utiliser la pelle hydraulique. Garez la machine sur un sol plat et posez le godet au sol avant toute intervention." },
      { path: 'courroies.html', title: 'Transmission par courroies', body: "Contrôlez la tension des courroies de l'alternateur et du climatiseur toutes les 500 heures. Remplacez-les si elles sont fissurées ou effilochées." },
      { path: 'hydraulique.html', title: 'Circuit hydraulique', body: "Purgez l'air du circuit hydraulique après le remplacement de la pompe. Vérifiez ensuite l'étanchéité de tous les raccords." },
    ],
    word: { query: 'étanchéité', topic: 2, onPage: 'étanchéité' },
    stem: { query: 'courroie', topic: 1, onPage: 'courroies' },
  },
  {
    language: 'pt-BR',
    topics: [
      { path: 'index.html', title: 'Segurança', body: 'Leia este manual antes de operar a escavadeira. Estacione a máquina em terreno plano e apoie a caçamba no solo antes de qualquer manutenção.' },
      { path: 'mangueiras.html', title: 'Mangueiras hidráulicas', body: 'Inspecione as mangueiras hidráulicas a cada 250 horas de operação. Substitua imediatamente as que apresentarem vazamento ou ressecamento.' },
      { path: 'lubrificacao.html', title: 'Lubrificação', body: 'Aplique graxa nos pinos da lança e do braço diariamente. Utilize graxa à base de lítio com aditivo de bissulfeto de molibdênio.' },
    ],
    word: { query: 'molibdênio', topic: 2, onPage: 'molibdênio' },
    stem: { query: 'mangueira', topic: 1, onPage: 'mangueiras' },
  },
  {
    language: 'es-419',
    topics: [
      { path: 'index.html', title: 'Seguridad', body: 'Lea este manual antes de operar la excavadora. Estacione la máquina en terreno nivelado y baje el cucharón al suelo antes de cualquier servicio.' },
      { path: 'mando-final.html', title: 'Mando final', body: 'Revise el nivel de aceite de los engranajes del mando final cada 500 horas. Si el aceite se ve turbio o con partículas metálicas, cámbielo.' },
      { path: 'tren-de-rodaje.html', title: 'Tren de rodaje', body: 'Mida la holgura de la oruga entre la rueda guía y el primer rodillo superior. Ajústela inyectando grasa en el cilindro tensor.' },
    ],
    word: { query: 'holgura', topic: 2, onPage: 'holgura' },
    stem: { query: 'engranaje', topic: 1, onPage: 'engranajes' },
  },
  {
    language: 'id',
    topics: [
      { path: 'index.html', title: 'Keselamatan', body: 'Bacalah buku petunjuk ini sebelum mengoperasikan ekskavator. Parkir mesin di permukaan yang rata dan turunkan bucket ke tanah sebelum perawatan.' },
      { path: 'harian.html', title: 'Pemeriksaan harian', body: 'Lakukan pemeriksaan harian sebelum mesin dihidupkan. Pastikan ketinggian oli mesin dan air pendingin sudah cukup.' },
      { path: 'saringan.html', title: 'Saringan udara', body: 'Bersihkan saringan udara setiap 250 jam kerja. Ganti elemen saringan apabila sudah sobek atau tersumbat.' },
    ],
    word: { query: 'tersumbat', topic: 2, onPage: 'tersumbat' },
    stem: { query: 'memeriksa', topic: 1, onPage: 'pemeriksaan' },
  },
  {
    language: 'tr',
    topics: [
      { path: 'index.html', title: 'Güvenlik', body: 'Ekskavatörü çalıştırmadan önce bu kılavuzu okuyun. Makineyi düz bir zemine park edin ve kovayı yere indirin.' },
      { path: 'yuruyus.html', title: 'Yürüyüş takımı', body: 'Palet zincirleri her 250 saatte bir kontrol edilmelidir. Palet gerginliği gres tabancasıyla ayarlanır.' },
      { path: 'motor-yagi.html', title: 'Motor yağı', body: 'Motor yağını değiştirmeden önce motoru durdurun ve soğumasını bekleyin.' },
    ],
    word: { query: 'soğumasını', topic: 2, onPage: 'soğumasını' },
    stem: { query: 'zincir', topic: 1, onPage: 'zincirleri' },
  },
  {
    language: 'ru',
    topics: [
      { path: 'index.html', title: 'Безопасность', body: 'Прочитайте это руководство перед началом работы на экскаваторе. Установите машину на ровной площадке и опустите ковш на грунт.' },
      { path: 'gidravlika.html', title: 'Гидравлическая система', body: 'Замена фильтра гидравлического масла выполняется каждые 1000 моточасов. Перед заменой сбросьте давление в гидробаке.' },
      { path: 'hodovaya.html', title: 'Ходовая часть', body: 'Проверьте натяжение гусеничной цепи. Провисание измеряется между направляющим колесом и первым поддерживающим катком.' },
    ],
    word: { query: 'провисание', topic: 2, onPage: 'Провисание' },
    stem: { query: 'фильтр', topic: 1, onPage: 'фильтра' },
  },
  {
    language: 'uk',
    topics: [
      { path: 'index.html', title: 'Безпека', body: 'Прочитайте цей посібник перед початком роботи на екскаваторі. Встановіть машину на рівному майданчику та опустіть ківш на ґрунт.' },
      { path: 'gidravlika.html', title: 'Гідравлічна система', body: 'Щодня перед запуском двигуна перевіряйте рівень оливи в гідравлічному баку.' },
      { path: 'hodova.html', title: 'Ходова частина', body: 'Натяг гусениці регулюють шприцюванням мастила в натяжний циліндр.' },
    ],
    word: { query: 'шприцюванням', topic: 2, onPage: 'шприцюванням' },
    stem: { query: 'гідравлічний', topic: 1, onPage: 'гідравлічному' },
  },
  {
    language: 'mn',
    topics: [
      { path: 'index.html', title: 'Аюулгүй ажиллагаа', body: 'Экскаваторыг ажиллуулахын өмнө энэхүү гарын авлагыг уншина уу. Машиныг тэгш газарт зогсоож, хувинг газарт буулгана.' },
      { path: 'tulsh.html', title: 'Түлшний систем', body: 'Түлшний шүүлтүүрийг 500 мото цаг тутамд солино.' },
      { path: 'yavah.html', title: 'Явах эд анги', body: 'Гинжний таталтыг долоо хоног бүр шалгаж, шаардлагатай бол тохируулна.' },
    ],
    word: { query: 'шүүлтүүрийг', topic: 1, onPage: 'шүүлтүүрийг' },
  },
  {
    language: 'ko',
    topics: [
      { path: 'index.html', title: '안전 수칙', body: '굴착기를 운전하기 전에 이 설명서를 읽으십시오. 장비를 평탄한 지면에 주차하고 버킷을 지면에 내려놓으십시오.' },
      { path: 'gojang.html', title: '고장 시 조치', body: '엔진 시동이 걸리지 않으면 다른 장비로 견인하십시오. 유압 호스가 파손된 경우 즉시 작업을 중지하십시오.' },
      { path: 'jakdongyu.html', title: '작동유 점검', body: '작동유 탱크의 유량을 매일 점검하십시오. 작동유 필터는 1000시간마다 교환합니다.' },
    ],
    word: { query: '작동유', topic: 2, onPage: '작동유' },
  },
  {
    language: 'zh-CN',
    topics: [
      { path: 'index.html', title: '安全须知', body: '操作挖掘机之前，请仔细阅读本手册。将机器停放在平坦的地面上，并将铲斗放到地面。' },
      { path: 'yeya.html', title: '液压系统', body: '每工作五百小时更换一次液压油滤清器。在严寒地区，应使用低温液压油。' },
      { path: 'lvdai.html', title: '履带张紧', body: '定期检查履带张紧度，必要时通过张紧油缸注入润滑脂进行调整。' },
    ],
    word: { query: '润滑脂', topic: 2, onPage: '润滑脂' },
  },
  {
    language: 'th',
    topics: [
      { path: 'index.html', title: 'ความปลอดภัย', body: 'อ่านคู่มือนี้ให้เข้าใจก่อนใช้งานรถขุด จอดเครื่องจักรบนพื้นที่ราบเรียบและวางบุ้งกี๋ลงบนพื้น' },
      { path: 'hydraulic.html', title: 'ระบบไฮดรอลิก', body: 'เปลี่ยนไส้กรองน้ำมันไฮดรอลิกทุก 1000 ชั่วโมง และตรวจสอบระดับน้ำมันในถังทุกวัน' },
      { path: 'undercarriage.html', title: 'ช่วงล่าง', body: 'ตรวจสอบความตึงของสายพานตีนตะขาบเป็นประจำทุกสัปดาห์' },
    ],
    word: { query: 'ตีนตะขาบ', topic: 2, onPage: 'ตีนตะขาบ' },
  },
  {
    language: 'my',
    topics: [
      { path: 'index.html', title: 'ဘေးကင်းလုံခြုံရေး', body: 'မြေတူးစက်ကို မမောင်းနှင်မီ ဤလက်စွဲစာအုပ်ကို သေချာစွာ ဖတ်ပါ။ စက်ကို ညီညာသော မြေပြင်ပေါ်တွင် ရပ်ထားပါ။' },
      { path: 'hydraulic.html', title: 'ဟိုက်ဒရောလစ်စနစ်', body: 'ဟိုက်ဒရောလစ်ဆီ စစ်ထုတ်ကိရိယာကို နာရီ ၁၀၀၀ တိုင်း လဲလှယ်ပါ။' },
      { path: 'track.html', title: 'သံကြိုးဘီး', body: 'သံကြိုးဘီး တင်းအားကို အပတ်စဉ် စစ်ဆေးပါ။' },
    ],
    word: { query: 'တင်းအား', topic: 2, onPage: 'တင်းအား' },
  },
];

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A web-help bundle of one HTML file per topic, the first being index.html. The entry page holds no table of
 * contents, so every topic's words stand in that topic alone.
 */
export function webHelpZip(language: string, topics: CorpusTopic[]): Promise<Buffer> {
  return makeZip(topics.map((topic) => ({
    name: topic.path,
    data: `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(topic.title)}</title></head>`
      + `<body><h1>${escapeHtml(topic.title)}</h1><p>${escapeHtml(topic.body)}</p></body></html>`,
  })));
}

/** Short lines, so that nothing is drawn past the page's edge. */
function wrap(text: string, width = 60): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** One page per topic: its title, then its text, drawn in the language's script as Chromium would (test/script-pdf.ts). */
export const pdfOfTopics = (language: string, topics: CorpusTopic[]) => makeScriptPdf(language, topics.map((t) => [t.title, ...wrap(t.body)]));

export interface PublishedCorpus {
  /** Language → its web-help document. */
  webhelp: Map<LanguageCode, { documentId: number; versionId: number; title: string }>;
  /** Language → its PDF document. */
  pdf: Map<LanguageCode, { documentId: number; versionId: number; title: string }>;
}

/** Publishes the corpus through the API (stored, indexed, distributed), every language at once. */
export async function publishCorpus(app: App, token: string, document: Omit<NewDocument, 'title'>): Promise<PublishedCorpus> {
  const published: PublishedCorpus = { webhelp: new Map(), pdf: new Map() };
  await Promise.all(CORPUS.flatMap((entry) => [
    (async () => {
      const created = await createDocumentWithVersion(app, token, { ...document, title: uniqueId(`Service information ${entry.language} web help`) }, {
        publishType: 'WEBHELP', language: entry.language, file: await webHelpZip(entry.language, entry.topics), fileName: `help-${entry.language}.zip`,
      });
      if (created.version.indexStatus !== 'INDEXED') throw new Error(`web help ${entry.language}: ${created.version.indexStatus} ${created.version.indexError}`);
      published.webhelp.set(entry.language, created);
    })(),
    (async () => {
      const created = await createDocumentWithVersion(app, token, { ...document, title: uniqueId(`Service information ${entry.language} manual`) }, {
        publishType: 'PDF', language: entry.language, file: await pdfOfTopics(entry.language, entry.topics), fileName: `manual-${entry.language}.pdf`,
      });
      if (created.version.indexStatus !== 'INDEXED') throw new Error(`PDF ${entry.language}: ${created.version.indexStatus} ${created.version.indexError}`);
      published.pdf.set(entry.language, created);
    })(),
  ]));
  return published;
}
