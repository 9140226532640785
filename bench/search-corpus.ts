// The search benchmark's library, made up and bulk-loaded: models with their serial suffixes, documents
// with a version each (some with an older one too), the text of every PDF page in eight languages, and
// the suggestions and 'did you mean' words the services would keep in step. Pages are indexed the way
// the indexing job does it (page headings, indexedText, the language's configuration); a sample is
// checked against the server's own searchVector afterwards. Deterministic: the same seed gives the same
// library, and the benchmark draws its queries from the same vocabulary.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { copyHeadings } from '../server/src/features/library/documents/indexing.repo.ts';
import { pageHeadings } from '../server/src/features/library/documents/headings.ts';
import { suggestionKeys } from '../server/src/features/search/suggestions.repo.ts';
import { DEMO_PRODUCTS, DOCUMENT_TYPE_CODES, PRODUCT_TYPE_CODES } from '../server/src/features/library/catalogue/catalogue-data.ts';
import type { Database } from '../server/src/platform/db/database.ts';
import { tokenize, type Token } from '@gsis/contract';
import { indexedText, indexedWords, searchableText } from '../server/src/platform/search-text/search-text.ts';
import { lexiconWords, searchVector, textSearchConfig } from '../server/src/platform/search-text/vectors.ts';

/** Bumped when the generator changes, so a kept database made by an older one is not reused. */
export const CORPUS_VERSION = 2;

export interface CorpusSize { name: 'full' | 'small'; documents: number; pages: number; models: number; suffixes: number }
/** Suggestions: one per model, suffix and published title — about 200 000 for the full set. */
export const SIZES: Record<'full' | 'small', CorpusSize> = {
  full: { name: 'full', documents: 100_000, pages: 1_000_000, models: 10_000, suffixes: 90_000 },
  small: { name: 'small', documents: 2_000, pages: 20_000, models: 300, suffixes: 2_700 },
};

// ── Randomness ────────────────────────────────────────────────────────────────────────────────

export type Rng = () => number;
/** mulberry32: small, fast and good enough to make text. */
export function rngOf(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const int = (rng: Rng, from: number, to: number) => from + Math.floor(rng() * (to - from + 1));
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
function shuffle<T>(rng: Rng, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** Draws items with probability ∝ 1 / rank^s, rank 1 being the first item. */
export class Zipf<T> {
  private readonly cumulative: Float64Array;
  constructor(readonly items: readonly T[], s = 1) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    for (let i = 0; i < items.length; i++) this.cumulative[i] = sum += 1 / (i + 1) ** s;
    for (let i = 0; i < items.length; i++) this.cumulative[i]! /= sum;
  }
  draw(rng: Rng): T {
    const x = rng();
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return this.items[lo]!;
  }
  /** The probability of the item at this rank (1-based). */
  probability(rank: number): number {
    return this.cumulative[rank - 1]! - (rank > 1 ? this.cumulative[rank - 2]! : 0);
  }
}

// ── Vocabulary ────────────────────────────────────────────────────────────────────────────────

const words = (text: string) => text.trim().split(/\s+/);

/** English function words, most frequent first: stop words to PostgreSQL, but they hold positions. */
const EN_STOP = words(`the of and to a in is for be with on that by as it from or are this at not if before when after all into an each then
  will may can do must should there which out up these than any its no until while more other only both such so also has have been above below
  between through over under off again per`);

/** A service manual's vocabulary, roughly most frequent first. */
const EN_CONTENT = words(`check engine hydraulic pump valve pressure oil filter remove install replace tighten bolt hose cylinder machine system
  operation control fuel pressure level temperature water coolant battery switch sensor connector wire harness motor boom arm bucket swing
  travel track front rear left right side cover plate bracket line pipe fitting port tank cap seal ring o-ring gasket bearing shaft gear
  assembly unit part parts number torque specification procedure step figure table section page warning caution note danger safety
  operator cab seat door window lever pedal joystick monitor display alarm lamp light indicator gauge meter speed rpm power load weight
  capacity flow rate circuit relief main pilot spool solenoid proportional electric electrical voltage current ground fuse relay resistor
  controller module signal input output mode setting adjust adjustment inspect inspection clean cleaning drain fill refill change interval
  hours daily weekly monthly maintenance service repair overhaul disassembly reassembly tool tools special wrench socket gauge tester
  measure measurement value standard limit minimum maximum normal abnormal fault error code diagnosis troubleshooting cause remedy
  problem condition damage wear crack leak leakage noise vibration heat overheating cooling radiator fan belt tension pulley alternator
  starter glow plug injector nozzle injection timing camshaft crankshaft piston liner head cover manifold intake exhaust turbocharger
  aftercooler intercooler air cleaner element precleaner muffler catalyst particulate diesel urea def scr dpf regeneration emission
  lubrication grease greasing nipple point points grade viscosity capacity quantity liters litres gallons kg mm nm bar kpa mpa psi degc
  undercarriage idler sprocket roller carrier shoe link pin bushing recoil spring adjuster frame upper lower counterweight platform
  guard step handrail ladder mirror camera rearview wiper washer heater air conditioner compressor condenser evaporator receiver dryer
  refrigerant blower duct vent filter screen strainer breather return suction delivery case drain block body housing bore stroke rod
  tube piston packing dust wiper cushion stopper shim spacer washer nut screw stud key snap clip clamp band tie plug cap sleeve coupling
  joint swivel center rotary manifold accumulator cooler bypass check shuttle counterbalance brake parking service axle differential
  transmission torque converter clutch planetary reduction final drive hub wheel tire rim steering orbitrol priority stabilizer outrigger
  blade dozer attachment quick coupler breaker hammer auger grapple thumb tilt rotator line piping kit optional standard equipment
  specifications dimensions height width length ground clearance tail radius reach dig depth dump force bucket capacity boom arm angle
  position neutral start stop run idle high low auto manual economy standard heavy mode lift lifting lowering raising extend retract
  fully slowly carefully securely approximately correctly properly completely immediately periodically first next final again same
  new old used worn damaged loose tight broken clogged contaminated dirty clean dry wet hot cold warm cool open close closed opened
  turn rotate release apply press pull push hold lock unlock connect disconnect attach detach align mark record confirm verify ensure
  make sure keep prevent avoid allow use using used operate operating running stopped parked level flat firm ground surface area
  personnel person operator mechanic technician dealer customer owner manufacturer authorized trained qualified protective glasses
  gloves helmet boots clothing hearing protection fire extinguisher first aid kit emergency exit hammer escape route battery disconnect
  master key ignition preheat warm-up shutdown cool-down jump starting towing lifting transport shipping storage long-term
  preservation corrosion rust paint coating decal label plate serial model year production date version revision bulletin campaign
  update software program controller firmware reprogramming parameter calibration initialization learning setting reset history log
  data download laptop cable adapter interface can bus network node terminal resistance continuity short open insulation earth
  chassis negative positive terminal post cable clamp charging charge discharge specific gravity electrolyte cell capacity
  amperage wattage lamp bulb led headlight worklight beacon horn buzzer speaker radio antenna usb socket outlet
  hydraulic oil tank level gauge sight glass fill port breather cap return filter element magnet bypass indicator contamination
  sample analysis particle count water content acid number viscosity test report result judgment acceptable reject
  track tension grease cylinder sag measurement idler roller lubricant leakage seal replacement shoe width grouser
  swing bearing ring gear pinion swing reduction gear oil level plug swing motor brake release valve parking
  travel motor reduction gear oil speed change high low speed switch travel alarm counter rotation straight travel
  boom cylinder arm cylinder bucket cylinder head rod bottom side holding valve lock lowering emergency accumulator
  pilot pressure cut-off power boost heavy lift fine control swing priority arm regeneration boom regeneration float
  pump displacement regulator negative control positive control load sensing horsepower control flow summation
  main control valve spool stroke limiter port relief overload anti-cavitation make-up makeup check valve orifice restrictor
  engine speed dial accelerator throttle governor droop torque curve rated output net gross performance curve fuel consumption
  exhaust gas recirculation egr cooler valve actuator throttle valve intake air temperature boost pressure sensor map sensor
  coolant temperature sensor oil pressure switch fuel water separator priming pump feed pump high-pressure common rail rail
  pressure limiter flow damper return line leak-off backflow injector trim code quantity correction balance`);

/** Word pairs that stand together, for quoted-phrase queries. */
export const EN_PHRASES = [
  'hydraulic pump', 'relief valve', 'swing motor', 'travel motor', 'engine oil', 'fuel filter', 'control valve', 'pilot pressure', 'main relief',
  'boom cylinder', 'arm cylinder', 'bucket cylinder', 'track tension', 'coolant temperature', 'oil pressure', 'air cleaner', 'water separator',
  'fuel injection', 'common rail', 'swing bearing', 'final drive', 'parking brake', 'service brake', 'torque converter', 'wiring harness',
  'battery disconnect', 'safety lever', 'pilot cutoff', 'emergency stop', 'hydraulic tank', 'return filter', 'suction strainer', 'drain plug',
  'breather cap', 'sight gauge', 'hour meter', 'error code', 'fault code', 'warning lamp', 'idle speed', 'rated speed', 'boost pressure',
  'intake manifold', 'exhaust manifold', 'cylinder head', 'valve clearance', 'timing belt', 'fan belt', 'belt tension', 'alternator belt',
  'starter motor', 'glow plug', 'urea solution', 'particulate filter', 'regeneration mode', 'counterweight removal', 'quick coupler',
  'hydraulic breaker', 'boom holding', 'arm regeneration', 'swing priority', 'power boost', 'heavy lift', 'fine control', 'travel alarm',
  'straight travel', 'track shoe', 'track roller', 'carrier roller', 'front idler', 'recoil spring', 'swing reduction', 'gear oil',
  'oil cooler', 'radiator cap', 'coolant level', 'antifreeze concentration', 'air conditioner', 'cab filter', 'seat belt', 'rearview camera',
  'monitor panel', 'controller software', 'pressure sensor', 'speed sensor', 'temperature sensor', 'position sensor', 'proportional valve',
  'solenoid valve', 'check valve', 'shuttle valve', 'pilot pump', 'gear pump', 'piston pump', 'pump regulator', 'negative control',
  'load sensing', 'flow summation', 'spool stroke', 'overload relief', 'port relief', 'anti cavitation', 'holding valve', 'lock valve',
  'tightening torque', 'specified torque', 'thread locker', 'sealing compound', 'new gasket', 'o ring', 'dust seal', 'rod seal', 'piston seal',
  'wear ring', 'back up ring', 'snap ring', 'lock nut', 'spring washer', 'hex bolt', 'socket bolt', 'grease nipple', 'grease gun',
  'lifting eye', 'lifting point', 'tie down', 'transport position', 'working range', 'digging depth', 'dumping height', 'bucket capacity',
  'operating weight', 'ground pressure', 'travel speed', 'swing speed', 'gradeability', 'drawbar pull', 'breakout force', 'tipping load',
].map((p) => p.split(' '));

/** Other languages: content words and function words (no phrases: their queries are single words). */
interface LanguageWords { stop: string[]; content: string[]; spaced: boolean; end: string; comma: string }
export const LANGUAGES: Record<string, LanguageWords> = {
  ko: {
    spaced: true, end: '.', comma: ',',
    stop: words('및 또는 그리고 다음 전 후 때 경우 각 모든'),
    content: words(`엔진 유압 펌프 밸브 압력 오일 필터 연료 점검 교체 분해 조립 볼트 호스 실린더 붐 암 버킷 선회 주행 모터 트랙 냉각수 라디에이터
      배터리 전압 센서 커넥터 배선 퓨즈 릴레이 스위치 컨트롤러 모니터 경고 고장 코드 진단 토크 조임 너트 와셔 씰 오링 베어링 기어 샤프트
      커플링 클러치 브레이크 타이어 휠 액슬 변속기 감속기 작동유 그리스 윤활 주유 정비 수리 안전 주의 경고등 운전석 캡 에어컨 히터 시동
      정지 회전수 출력 온도 탱크 라인 파이프 피팅 어댑터 매니폴드 솔레노이드 메인 릴리프 파일럿 조이스틱 페달 레버 카운터웨이트 프레임
      언더캐리지 아이들러 스프로킷 롤러 장력 슈 핀 부싱 배기 흡기 터보차저 인젝터 노즐 크랭크 피스톤 헤드 가스켓 벨트 팬 발전기 와이퍼
      램프 카메라 견인 예열 냉각 누유 소음 진동 과열 청소 배출 보충 교환 주기 시간 규정 기준 측정 조정 확인`),
  },
  'zh-CN': {
    spaced: false, end: '。', comma: '，',
    stop: words('的 在 和 将 请 时 应 并 后 前'),
    content: words(`发动机 液压 液压泵 阀门 压力 机油 滤清器 燃油 检查 更换 拆卸 安装 拧紧 螺栓 软管 油缸 动臂 斗杆 铲斗 回转 行走 马达 履带 冷却液
      散热器 蓄电池 电压 传感器 连接器 线束 保险丝 继电器 开关 控制器 显示器 警告 故障 代码 诊断 扭矩 螺母 垫圈 密封 轴承 齿轮 制动器
      轮胎 车桥 变速箱 减速机 液压油 润滑脂 润滑 保养 维修 安全 注意 驾驶室 空调 启动 停止 转速 功率 温度 油箱 管路 电磁阀 主阀 溢流阀
      先导 操纵杆 踏板 配重 底盘 引导轮 驱动轮 支重轮 张紧 销轴 衬套 排气 进气 涡轮增压器 喷油器 曲轴 凸轮轴 活塞 缸盖 垫片 皮带 风扇
      发电机 起动机 雨刮器 照明 摄像头 严寒地区 预热 泄漏 噪音 振动 过热 清洁 排放 加注 周期 规定 标准 测量 调整 确认`),
  },
  th: {
    spaced: false, end: ' ', comma: ' ',
    stop: words('และ ของ ที่ ให้ ใน ก่อน หลังจาก กรุณา ต้อง'),
    content: words(`เครื่องยนต์ ไฮดรอลิก ปั๊ม วาล์ว ความดัน น้ำมัน ไส้กรอง เชื้อเพลิง ตรวจสอบ เปลี่ยน ถอด ติดตั้ง ขัน สลักเกลียว ท่อ กระบอกสูบ บูม แขน
      บุ้งกี๋ สวิง มอเตอร์ ตีนตะขาบ น้ำหล่อเย็น หม้อน้ำ แบตเตอรี่ แรงดันไฟฟ้า เซ็นเซอร์ ขั้วต่อ สายไฟ ฟิวส์ รีเลย์ สวิตช์ จอแสดงผล คำเตือน
      ความผิดปกติ รหัส แรงบิด น็อต แหวน ซีล ตลับลูกปืน เฟือง เพลา เบรก ยาง ล้อ เกียร์ จาระบี หล่อลื่น บำรุงรักษา ซ่อม ความปลอดภัย ระวัง
      ห้องคนขับ เครื่องปรับอากาศ สตาร์ท หยุด อุณหภูมิ ถัง การรั่ว เสียงดัง การสั่น ทำความสะอาด ระบาย เติม`),
  },
  ru: {
    spaced: true, end: '.', comma: ',',
    stop: words('и в на с по для при не что из перед после до'),
    content: words(`двигатель гидравлический насос клапан давление масло фильтр топливо проверка замена снятие установка затянуть болт шланг цилиндр стрела
      рукоять ковш поворот ход мотор гусеница охлаждающая жидкость радиатор аккумулятор напряжение датчик разъем проводка предохранитель реле
      выключатель контроллер монитор предупреждение неисправность код диагностика момент гайка шайба уплотнение подшипник шестерня вал муфта
      тормоз шина колесо мост коробка передач редуктор смазка обслуживание ремонт безопасность внимание кабина кондиционер запуск остановка
      обороты мощность температура бак трубопровод распределитель электромагнитный пилотный джойстик педаль рычаг противовес рама ходовая
      натяжение палец втулка выхлоп впуск турбокомпрессор форсунка коленчатый поршень головка прокладка ремень вентилятор генератор стартер
      утечка шум вибрация перегрев очистка слив заправка интервал`),
  },
  'es-419': {
    spaced: true, end: '.', comma: ',',
    stop: words('el la de y en los las del con para por un una que se al antes después'),
    content: words(`motor hidráulico bomba válvula presión aceite filtro combustible revisar reemplazar desmontar instalar apretar perno manguera cilindro
      pluma brazo cucharón giro desplazamiento oruga refrigerante radiador batería voltaje sensor conector cableado fusible relé interruptor
      controlador monitor advertencia falla código diagnóstico par tuerca arandela sello rodamiento engranaje eje freno neumático rueda
      transmisión grasa lubricación mantenimiento reparación seguridad precaución cabina arranque parada temperatura tanque tubería solenoide
      principal alivio piloto palanca pedal contrapeso bastidor tren rodaje tensión pasador buje escape admisión turbocompresor inyector
      cigüeñal pistón culata junta correa ventilador alternador fuga ruido vibración sobrecalentamiento limpieza drenaje llenado intervalo`),
  },
  fr: {
    spaced: true, end: '.', comma: ',',
    stop: words('le la les de des du et en un une pour par avec sur dans au avant après'),
    content: words(`moteur hydraulique pompe soupape pression huile filtre carburant vérifier remplacer déposer reposer serrer boulon flexible vérin flèche
      balancier godet rotation translation chenille liquide refroidissement radiateur batterie tension capteur connecteur faisceau fusible
      relais interrupteur contrôleur écran avertissement défaut code diagnostic couple écrou rondelle joint roulement engrenage arbre frein pneu
      roue transmission graisse lubrification entretien réparation sécurité attention cabine démarrage arrêt régime puissance température
      réservoir conduite électrovanne principal décharge pilotage manipulateur pédale levier contrepoids châssis train axe bague échappement
      admission turbocompresseur injecteur vilebrequin piston culasse courroie ventilateur alternateur fuite bruit vibration surchauffe
      nettoyage vidange remplissage intervalle`),
  },
  'pt-BR': {
    spaced: true, end: '.', comma: ',',
    stop: words('o a os as de do da dos e em um uma para por com no na antes depois'),
    content: words(`motor hidráulico bomba válvula pressão óleo filtro combustível verificar substituir remover instalar apertar parafuso mangueira cilindro
      lança braço caçamba giro deslocamento esteira arrefecimento radiador bateria tensão sensor conector chicote fusível relé interruptor
      controlador monitor aviso falha código diagnóstico torque porca arruela vedação rolamento engrenagem eixo freio pneu roda transmissão
      graxa lubrificação manutenção reparo segurança cuidado cabine partida parada temperatura tanque tubulação solenoide principal alívio piloto
      alavanca pedal contrapeso chassi rodante pino bucha escape admissão turbocompressor injetor virabrequim pistão cabeçote junta correia
      ventilador alternador vazamento ruído vibração superaquecimento limpeza drenagem abastecimento intervalo`),
  },
};

/** Documents in each language, in parts of a hundred: English, and 12% in seven others. */
const LANGUAGE_SHARE: [string, number][] = [['en', 88], ['ko', 3], ['zh-CN', 3], ['ru', 2], ['th', 1], ['es-419', 1], ['fr', 1], ['pt-BR', 1]];

const ONSETS = words('b c d f g h k l m n p r s t v z br cr dr fl gr kl pl pr st tr str sk sp th ch sh');
const VOWELS = words('a e i o u ai ea ie ou y');
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 'x', 'm', 't', 'nd', 'rt', 'st', 'ck'];

export interface Vocabulary {
  /** English words by rank: function words, the manual vocabulary, then made-up rarer terms (trade names, components). */
  english: string[];
  /** First rank (1-based) of each band, for picking query words of a known frequency. */
  contentFrom: number;
  rareFrom: number;
  englishZipf: Zipf<string>;
  phrases: Zipf<string[]>;
  /** Topic clusters: words a document keeps coming back to. */
  topics: string[][];
  partNumbers: string[];
  other: Record<string, { content: Zipf<string>; stop: string[] }>;
}

/** The vocabulary depends on the seed only, so the benchmark can rebuild it to draw its queries. */
export function vocabulary(seed: number): Vocabulary {
  const rng = rngOf(seed ^ 0x5eed);
  const content = [...new Set(EN_CONTENT.filter((w) => !EN_STOP.includes(w)))];
  // The most frequent ones stay on top; the rest, written down by subject, are mixed.
  content.splice(60, content.length - 60, ...shuffle(rng, content.slice(60)));
  const made = new Set<string>();
  const known = new Set([...EN_STOP, ...content]);
  while (made.size < 15_000) {
    let word = '';
    const syllables = int(rng, 2, 4);
    for (let i = 0; i < syllables; i++) word += pick(rng, ONSETS) + pick(rng, VOWELS);
    word += pick(rng, CODAS);
    if (word.length >= 5 && !known.has(word)) made.add(word);
  }
  const english = [...EN_STOP, ...content, ...made];
  const topics = Array.from({ length: 40 }, () => Array.from({ length: 40 }, () => content[int(rng, 0, Math.min(content.length, 700) - 1)]!));
  const partNumbers = new Set<string>();
  while (partNumbers.size < 60_000) {
    const form = rng();
    partNumbers.add(form < 0.4 ? `K${int(rng, 1_000_000, 1_099_999)}` : form < 0.8 ? `${int(rng, 400_100, 400_999)}-${String(int(rng, 0, 9999)).padStart(5, '0')}` : `${int(rng, 2100, 2999)}-${int(rng, 1000, 9999)}${pick(rng, words('A B C D E'))}`);
  }
  const other: Vocabulary['other'] = {};
  for (const [language, list] of Object.entries(LANGUAGES)) other[language] = { content: new Zipf(list.content, 0.9), stop: list.stop };
  return {
    english, contentFrom: EN_STOP.length + 1, rareFrom: EN_STOP.length + content.length + 1, englishZipf: new Zipf(english, 1),
    phrases: new Zipf(EN_PHRASES, 0.7), topics, partNumbers: [...partNumbers], other,
  };
}

// ── Text ──────────────────────────────────────────────────────────────────────────────────────

const titleCase = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

function number(rng: Rng): string {
  const unit = pick(rng, ['mm', 'N·m', 'kgf·m', 'bar', 'MPa', 'kPa', 'L', '°C', 'rpm', 'V', 'A', 'Ω', 'h', 'kg', '%']);
  const value = rng() < 0.5 ? String(int(rng, 1, 999)) : `${int(rng, 0, 99)}.${int(rng, 0, 9)}`;
  return rng() < 0.3 ? `${value} ± ${int(rng, 1, 20)} ${unit}` : `${value} ${unit}`;
}

interface DocumentText { language: string; title: string; model: string; topics: string[][] }


/** One English sentence: Zipf words, the document's topic words, phrases, values, part numbers and codes. */
function englishSentence(rng: Rng, v: Vocabulary, doc: DocumentText, out: string[]): void {
  const length = int(rng, 6, 18);
  for (let i = 0; i < length; i++) {
    const x = rng();
    if (x < 0.02) out.push(...v.phrases.draw(rng));
    else if (x < 0.05) out.push(number(rng));
    else if (x < 0.057) out.push(`(${pick(rng, v.partNumbers)})`);
    else if (x < 0.060) out.push(rng() < 0.5 ? `E${String(int(rng, 1, 999)).padStart(3, '0')}` : doc.model);
    else if (x < 0.28) out.push(pick(rng, pick(rng, doc.topics)));
    else out.push(v.englishZipf.draw(rng));
  }
  out[out.length - length] = titleCase(out[out.length - length]!);
  out[out.length - 1] += '.';
}

function otherSentence(rng: Rng, v: Vocabulary, doc: DocumentText): string {
  const list = LANGUAGES[doc.language]!;
  const zipf = v.other[doc.language]!.content;
  const parts: string[] = [];
  const length = int(rng, 5, 14);
  for (let i = 0; i < length; i++) {
    const x = rng();
    if (x < 0.05) parts.push(number(rng));
    else if (x < 0.06) parts.push(doc.model);
    else if (x < 0.065) parts.push(pick(rng, v.partNumbers));
    else if (x < 0.25) parts.push(pick(rng, list.stop));
    else {
      let word = zipf.draw(rng);
      if (doc.language === 'ko' && rng() < 0.5) word += pick(rng, ['을', '를', '의', '에', '은', '는', '이', '가', '에서', '으로', '하십시오', '합니다']);
      parts.push(word);
    }
    if (i > 0 && i < length - 1 && rng() < 0.08) parts[parts.length - 1] += list.comma;
  }
  if (list.spaced) return parts.join(' ') + list.end;
  // Chinese and Thai: no spaces between words, only around Latin codes and numbers.
  let sentence = '';
  for (const part of parts) sentence += /^[\p{Script=Han}\p{Script=Thai}，]/u.test(part) && /[\p{Script=Han}\p{Script=Thai}，]$/u.test(sentence) ? part : (sentence ? ' ' : '') + part;
  return sentence + list.end;
}

/** A page as pdftotext gives it: the running title, a numbered heading, lines of text, the page number. */
function page(rng: Rng, v: Vocabulary, doc: DocumentText, chapter: number, pageNo: number): string {
  const lines: string[] = [doc.title];
  const target = int(rng, 150, 250);
  if (doc.language === 'en') {
    const heading = Array.from({ length: int(rng, 2, 4) }, () => titleCase(pick(rng, pick(rng, doc.topics))));
    lines.push(`${chapter}-${pageNo} ${heading.join(' ')}`);
    const out: string[] = [];
    while (out.length < target) englishSentence(rng, v, doc, out);
    for (let i = 0; i < out.length; i += 12) lines.push(out.slice(i, i + 12).join(' '));
  } else {
    const zipf = v.other[doc.language]!.content;
    lines.push(`${chapter}-${pageNo} ${zipf.draw(rng)} ${zipf.draw(rng)}`);
    let count = 0;
    let line = '';
    while (count < target) {
      const sentence = otherSentence(rng, v, doc);
      count += LANGUAGES[doc.language]!.spaced ? sentence.split(' ').length : Math.ceil(sentence.length / 2.5);
      line += (line ? ' ' : '') + sentence;
      if (line.length > 60) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  lines.push(String(pageNo));
  return lines.join('\n');
}

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────────

type ProductType = (typeof PRODUCT_TYPE_CODES)[number];
const TYPE_SHARE: [ProductType, number][] = [['CRAWLER_EXCAVATOR', 40], ['WHEEL_EXCAVATOR', 12], ['MINI_EXCAVATOR', 15], ['WHEEL_LOADER', 15], ['ARTICULATED_DUMP_TRUCK', 6], ['ENGINE', 12]];
const KIND_NAME: Record<ProductType, string> = {
  CRAWLER_EXCAVATOR: 'Crawler Excavator', WHEEL_EXCAVATOR: 'Wheel Excavator', MINI_EXCAVATOR: 'Mini Excavator', WHEEL_LOADER: 'Wheel Loader',
  ARTICULATED_DUMP_TRUCK: 'Articulated Dump Truck', ENGINE: 'Diesel Engine',
};

function modelCode(rng: Rng, type: ProductType): string {
  switch (type) {
    case 'CRAWLER_EXCAVATOR': return rng() < 0.15 ? `S${int(rng, 130, 520)}LC-${pick(rng, ['III', 'V', 'VI'])}` : `DX${int(rng, 60, 999)}${pick(rng, ['LC', 'LCA', 'LCR', 'NLC', 'NLCA', 'LC-3', 'LC-5', 'LC-7', 'LCA-K', 'LCH', 'LCM'])}`;
    case 'WHEEL_EXCAVATOR': return `DX${int(rng, 55, 250)}${pick(rng, ['W', 'WA', 'W-5', 'W-7', 'WR', 'WMH'])}`;
    case 'MINI_EXCAVATOR': return `DX${int(rng, 10, 99)}${pick(rng, ['Z', 'R', 'Z-7', 'R-3', 'MT', 'CSR', 'ZC'])}`;
    case 'WHEEL_LOADER': return `DL${int(rng, 60, 650)}${pick(rng, ['', '-5', '-7', 'A', 'TC', 'HL', '-7K'])}`;
    case 'ARTICULATED_DUMP_TRUCK': return `DA${int(rng, 25, 60)}${pick(rng, ['', '-5', '-7', 'T', 'S'])}`;
    case 'ENGINE': return `D${pick(rng, ['L', 'V', 'P', 'B', 'E', 'G'])}${String(int(rng, 2, 99)).padStart(2, '0')}${pick(rng, ['', 'K', 'P', 'TI', 'HE', 'LF', 'NA'])}`;
  }
}

const DOC_TYPE_SHARE: [(typeof DOCUMENT_TYPE_CODES)[number], number, [number, number]][] = [
  ['SERVICE_BULLETIN', 35, [1, 4]], ['OPERATION_MAINTENANCE_MANUAL', 15, [8, 30]], ['SERVICE_MANUAL', 10, [20, 60]], ['PARTS_BOOK', 10, [10, 40]],
  ['TROUBLESHOOTING_GUIDE', 8, [4, 20]], ['ELECTRICAL_SCHEMATIC', 6, [1, 4]], ['HYDRAULIC_SCHEMATIC', 6, [1, 4]], ['SHOP_MANUAL', 5, [10, 40]],
  ['TRAINING_MATERIAL', 5, [5, 25]],
];
const DOC_TYPE_NAMES: Record<string, string[]> = {
  en: ['Service Bulletin', 'Operation & Maintenance Manual', 'Service Manual', 'Parts Book', 'Troubleshooting Guide', 'Electrical Schematic', 'Hydraulic Schematic', 'Shop Manual', 'Training Material'],
  ko: ['서비스 회보', '운전 및 정비 매뉴얼', '정비 지침서', '부품 카탈로그', '고장 진단 가이드', '전기 회로도', '유압 회로도', '작업장 매뉴얼', '교육 자료'],
  'zh-CN': ['服务公告', '操作保养手册', '维修手册', '零件手册', '故障排除指南', '电气原理图', '液压原理图', '车间手册', '培训资料'],
  ru: ['Сервисный бюллетень', 'Руководство по эксплуатации', 'Руководство по ремонту', 'Каталог деталей', 'Руководство по диагностике', 'Электрическая схема', 'Гидравлическая схема', 'Цеховое руководство', 'Учебный материал'],
  th: ['ประกาศบริการ', 'คู่มือการใช้งานและบำรุงรักษา', 'คู่มือซ่อมบำรุง', 'แคตตาล็อกชิ้นส่วน', 'คู่มือแก้ไขปัญหา', 'แผนผังไฟฟ้า', 'แผนผังไฮดรอลิก', 'คู่มือโรงซ่อม', 'เอกสารฝึกอบรม'],
  'es-419': ['Boletín de servicio', 'Manual de operación y mantenimiento', 'Manual de servicio', 'Catálogo de piezas', 'Guía de diagnóstico', 'Esquema eléctrico', 'Esquema hidráulico', 'Manual de taller', 'Material de capacitación'],
  fr: ['Bulletin de service', "Manuel d'utilisation et d'entretien", "Manuel d'entretien", 'Catalogue de pièces', 'Guide de dépannage', 'Schéma électrique', 'Schéma hydraulique', "Manuel d'atelier", 'Support de formation'],
  'pt-BR': ['Boletim de serviço', 'Manual de operação e manutenção', 'Manual de serviço', 'Catálogo de peças', 'Guia de diagnóstico', 'Esquema elétrico', 'Esquema hidráulico', 'Manual de oficina', 'Material de treinamento'],
};
const SECTIONS = ['Hydraulic System', 'Engine', 'Electrical System', 'Undercarriage', 'Upper Structure', 'Power Train', 'Cab and Controls', 'Attachments', 'Cooling System', 'Fuel System', 'Specifications', 'Disassembly and Assembly'];

function weighted<T>(rng: Rng, table: readonly (readonly [T, number, ...unknown[]])[]): number {
  const total = table.reduce((s, t) => s + t[1], 0);
  let x = rng() * total;
  for (let i = 0; i < table.length; i++) if ((x -= table[i]![1]) < 0) return i;
  return table.length - 1;
}

// ── Loading ───────────────────────────────────────────────────────────────────────────────────

export interface CorpusStats {
  models: number; suffixes: number; documents: number; versions: number; pages: number; suggestions: number; suggestionKeys: number; words: number;
  languages: Record<string, number>;
  seconds: { catalogue: number; pages: number; suggestions: number; indexes: number; analyze: number; total: number };
}

type Log = (message: string) => void;

/** Several rows in one statement, one array per column (nothing to quote, no parameter limit to meet). */
async function insertColumns(client: pg.PoolClient | pg.Pool, table: string, columns: [name: string, type: string, values: unknown[]][], extra = ''): Promise<void> {
  if (columns[0]![2].length === 0) return;
  const names = columns.map((c) => c[0]).join(', ');
  const arrays = columns.map((c, i) => `$${i + 1}::${c[1]}[]`).join(', ');
  await client.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays}) ${extra}`, columns.map((c) => c[2]));
}

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** The secondary indexes of the tables bulk-loaded: dropped before and made again after, which is much faster. */
async function secondaryIndexes(pool: pg.Pool, tables: string[]): Promise<{ name: string; definition: string; table: string }[]> {
  const { rows } = await pool.query<{ name: string; definition: string; table: string }>(`
    SELECT i.indexname AS name, i.indexdef AS definition, i.tablename AS table FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename = ANY($1) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`, [tables]);
  return rows;
}

export async function generateCorpus(database: Database, size: CorpusSize, seed: number, log: Log): Promise<CorpusStats> {
  const { pool } = database;
  const started = performance.now();
  const lap = (() => {
    let last = performance.now();
    return () => {
      const now = performance.now();
      const s = (now - last) / 1000;
      last = now;
      return s;
    };
  })();
  const rng = rngOf(seed);
  const v = vocabulary(seed);

  // Catalogue: the demo's product lines and types, many more models with their serial suffixes.
  const products = new Map((await pool.query<{ id: number; code: string }>('SELECT id, code FROM products')).rows.map((r) => [r.code, r.id]));
  const docTypes = new Map((await pool.query<{ id: number; code: string }>('SELECT id, code FROM document_types')).rows.map((r) => [r.code, r.id]));
  const regionIds = (await pool.query<{ id: number }>('SELECT id FROM regions ORDER BY id')).rows.map((r) => r.id);
  const certificationIds = (await pool.query<{ id: number }>('SELECT id FROM exhaust_certifications ORDER BY id')).rows.map((r) => r.id);
  const existingCodes = new Set((await pool.query<{ code: string }>('SELECT upper(code) AS code FROM models')).rows.map((r) => r.code));
  const existingSuffixes = new Set((await pool.query<{ suffix: string }>('SELECT upper(suffix) AS suffix FROM model_suffixes')).rows.map((r) => r.suffix));
  const next = async (table: string) => (await pool.query<{ n: number }>(`SELECT coalesce(max(id), 0)::int + 1 AS n FROM ${table}`)).rows[0]!.n;

  interface Model { id: number; code: string; type: ProductType; productId: number; suffixes: { id: number; suffix: string; from: number; to: number }[] }
  const modelList: Model[] = [];
  let modelId = await next('models');
  let suffixId = await next('model_suffixes');
  const productOf = (type: ProductType, code: string) => products.get(DEMO_PRODUCTS.find((p) => p.type === type && (p.accepts?.(code) ?? true))!.code)!;
  while (modelList.length < size.models) {
    const type = TYPE_SHARE[weighted(rng, TYPE_SHARE)]![0];
    const code = modelCode(rng, type);
    if (existingCodes.has(code.toUpperCase())) continue;
    existingCodes.add(code.toUpperCase());
    modelList.push({ id: modelId++, code, type, productId: productOf(type, code), suffixes: [] });
  }
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  for (let i = 0; i < size.suffixes; i++) {
    const model = i < modelList.length ? modelList[i]! : pick(rng, modelList);
    let suffix: string;
    do suffix = Array.from({ length: 5 }, () => letters[int(rng, 0, letters.length - 1)]).join('');
    while (existingSuffixes.has(suffix));
    existingSuffixes.add(suffix);
    const from = 10_001 + model.suffixes.length * 5_000;
    model.suffixes.push({ id: suffixId++, suffix, from, to: from + 4_999 });
  }
  await insertColumns(pool, 'models', [['id', 'int', modelList.map((m) => m.id)], ['code', 'text', modelList.map((m) => m.code)], ['product_id', 'int', modelList.map((m) => m.productId)]]);
  const suffixRows = modelList.flatMap((m) => m.suffixes.map((s) => ({ ...s, modelId: m.id })));
  await inChunks(suffixRows, 20_000, (chunk) => insertColumns(pool, 'model_suffixes', [
    ['id', 'int', chunk.map((s) => s.id)], ['model_id', 'int', chunk.map((s) => s.modelId)], ['suffix', 'text', chunk.map((s) => s.suffix)],
    ['serial_from', 'int', chunk.map((s) => s.from)], ['serial_to', 'int', chunk.map((s) => s.to)],
  ]));

  // Documents: a type, a model (popular models have more), a language; titles unique as the library requires.
  const modelZipf = new Zipf(shuffle(rng, [...modelList]), 0.6);
  const byProduct = new Map<number, Model[]>();
  for (const m of modelList) {
    if (!byProduct.has(m.productId)) byProduct.set(m.productId, []);
    byProduct.get(m.productId)!.push(m);
  }
  interface Doc { id: number; title: string; typeIndex: number; model: Model; extraModels: Model[]; language: string; useYn: 'Y' | 'N'; pages: number; topics: string[][]; versions: { id: number; label: string; isFinal: boolean; distributed: boolean; pages: number }[] }
  const docs: Doc[] = [];
  const titles = new Set<string>();
  let documentId = await next('documents');
  const bulletinSeq = new Map<number, number>();
  for (let i = 0; i < size.documents; i++) {
    const typeIndex = weighted(rng, DOC_TYPE_SHARE);
    const model = modelZipf.draw(rng);
    const language = LANGUAGE_SHARE[weighted(rng, LANGUAGE_SHARE)]![0];
    const typeName = DOC_TYPE_NAMES[language]![typeIndex]!;
    const topics = [pick(rng, v.topics), pick(rng, v.topics)];
    let title: string;
    if (DOC_TYPE_SHARE[typeIndex]![0] === 'SERVICE_BULLETIN') {
      const year = int(rng, 2015, 2026);
      const seq = (bulletinSeq.get(year) ?? 0) + 1;
      bulletinSeq.set(year, seq);
      const subject = language === 'en' ? Array.from({ length: int(rng, 3, 6) }, () => titleCase(pick(rng, pick(rng, topics)))).join(' ') : model.code;
      title = `${typeName} SB-${year}-${String(seq).padStart(4, '0')} — ${subject}`;
    } else {
      const base = language === 'en' ? `${model.code} ${KIND_NAME[model.type]} ${typeName}` : `${model.code} ${typeName}`;
      title = base;
      const suffix = model.suffixes.length ? pick(rng, model.suffixes) : undefined;
      for (let attempt = 0; titles.has(title.toLowerCase()); attempt++) {
        title = attempt === 0 && suffix ? `${base} (${suffix.suffix} ${suffix.from}–${suffix.to})`
          : attempt === 1 ? `${base} — ${pick(rng, SECTIONS)}`
          : `${base} — ${pick(rng, SECTIONS)} Vol. ${attempt}`;
      }
    }
    titles.add(title.toLowerCase());
    const [from, to] = DOC_TYPE_SHARE[typeIndex]![2];
    const siblings = byProduct.get(model.productId)!;
    const extraModels = rng() < 0.15 ? [...new Set(Array.from({ length: int(rng, 1, 2) }, () => pick(rng, siblings)))].filter((m) => m !== model) : [];
    docs.push({ id: documentId++, title, typeIndex, model, extraModels, language, useYn: rng() < 0.01 ? 'N' : 'Y', pages: int(rng, from, to), topics, versions: [] });
  }
  // Some documents keep an older revision (also distributed, not final); the page budget covers every version.
  let versionId = await next('document_versions');
  for (const doc of docs) {
    const major = int(rng, 1, 4);
    if (rng() < 0.05) doc.versions.push({ id: versionId++, label: `${major - 1}.${int(rng, 0, 9)}`, isFinal: false, distributed: true, pages: doc.pages });
    doc.versions.push({ id: versionId++, label: `${major}.${int(rng, 0, 9)}`, isFinal: true, distributed: rng() >= 0.01, pages: doc.pages });
  }
  const versionsAll = docs.flatMap((d) => d.versions);
  const raw = versionsAll.reduce((s, x) => s + x.pages, 0);
  let assigned = 0;
  for (const version of versionsAll) assigned += version.pages = Math.max(1, Math.round((version.pages * size.pages) / raw));
  for (let i = 0; assigned !== size.pages; i = (i + 1) % versionsAll.length) {
    const version = versionsAll[i]!;
    if (assigned > size.pages && version.pages > 1) { version.pages--; assigned--; }
    else if (assigned < size.pages) { version.pages++; assigned++; }
  }

  const file = (await pool.query<{ id: string }>(`INSERT INTO stored_files (sha256, size, kind, original_name) VALUES (repeat('0', 64), 1048576, 'pdf', 'bench.pdf') RETURNING id`)).rows[0]!.id;
  await inChunks(docs, 20_000, async (chunk) => {
    await insertColumns(pool, 'documents', [
      ['id', 'int', chunk.map((d) => d.id)], ['title', 'text', chunk.map((d) => d.title)], ['document_type_id', 'int', chunk.map((d) => docTypes.get(DOC_TYPE_SHARE[d.typeIndex]![0])!)],
      ['product_id', 'int', chunk.map((d) => d.model.productId)], ['use_yn', 'text', chunk.map((d) => d.useYn)],
    ]);
    const links = chunk.flatMap((d) => [d.model, ...d.extraModels].map((m) => ({ d: d.id, m: m.id })));
    await insertColumns(pool, 'document_models', [['document_id', 'int', links.map((l) => l.d)], ['model_id', 'int', links.map((l) => l.m)]]);
    const regions = chunk.filter(() => rng() < 0.1).flatMap((d) => [...new Set(Array.from({ length: int(rng, 1, 3) }, () => pick(rng, regionIds)))].map((r) => ({ d: d.id, r })));
    await insertColumns(pool, 'document_regions', [['document_id', 'int', regions.map((l) => l.d)], ['region_id', 'int', regions.map((l) => l.r)]]);
    const certs = chunk.filter((d) => d.model.type !== 'ENGINE' && rng() < 0.05).map((d) => ({ d: d.id, c: pick(rng, certificationIds) }));
    await insertColumns(pool, 'document_certifications', [['document_id', 'int', certs.map((l) => l.d)], ['certification_id', 'int', certs.map((l) => l.c)]]);
    const versions = chunk.flatMap((d) => d.versions.map((x) => ({ ...x, d })));
    await insertColumns(pool, 'document_versions', [
      ['id', 'int', versions.map((x) => x.id)], ['document_id', 'int', versions.map((x) => x.d.id)], ['version_label', 'text', versions.map((x) => x.label)],
      ['publish_type', 'text', versions.map(() => 'PDF')], ['language', 'text', versions.map((x) => x.d.language)], ['is_final', 'bool', versions.map((x) => x.isFinal)],
      ['distribution_status', 'text', versions.map((x) => (x.distributed ? 'DISTRIBUTED' : 'NOT_DISTRIBUTED'))],
      ['distributed_on', 'date', versions.map((x) => `20${int(rng, 15, 26)}-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`)],
      ['file_id', 'uuid', versions.map(() => file)], ['index_status', 'text', versions.map(() => 'INDEXED')], ['page_count', 'int', versions.map((x) => x.pages)],
    ]);
  });
  for (const table of ['models', 'model_suffixes', 'documents', 'document_versions']) await pool.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  const catalogueSeconds = lap();
  log(`catalogue: ${modelList.length} models, ${suffixRows.length} suffixes, ${docs.length} documents, ${versionsAll.length} versions (${catalogueSeconds.toFixed(1)} s)`);

  // Pages. The secondary indexes go first and come back after the load.
  const loaded = ['pdf_pages', 'pdf_page_headings', 'search_suggestions', 'search_suggestion_keys', 'search_words'];
  const indexes = await secondaryIndexes(pool, loaded);
  for (const index of indexes) await pool.query(`DROP INDEX ${index.name}`);

  const lexicon = new Set<string>();
  const pageSql = `INSERT INTO pdf_pages (version_id, page_no, text, tsv)
    SELECT u.v, u.p, u.t, CASE WHEN u.h = '' THEN to_tsvector(u.c::regconfig, u.s) ELSE setweight(to_tsvector(u.c::regconfig, u.s), 'A', tsvector_to_array(to_tsvector(u.c::regconfig, u.h))) END
    FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[]) AS u(v, p, t, s, h, c)`;
  const languages: Record<string, number> = {};
  for (const doc of docs) languages[doc.language] = (languages[doc.language] ?? 0) + 1;
  // Making and tokenising the text is the slow part: worker threads do it, one PostgreSQL connection each
  // loads what its worker made while the worker makes the next chunk.
  const jobs: PageJob[][] = [];
  for (let i = 0; i < docs.length; i += 100) {
    jobs.push(docs.slice(i, i + 100).map((d) => ({
      id: d.id, language: d.language, title: d.title, model: d.model.code, topics: d.topics, versions: d.versions.map((x) => ({ id: x.id, pages: x.pages })),
    })));
  }
  let nextJob = 0;
  let pagesDone = 0;
  /** Time spent waiting for PostgreSQL, to tell which side bounds the load. */
  let waited = 0;
  let lastReport = performance.now();
  const workerCount = Math.max(1, Math.min(4, availableParallelism()));
  const workers = Array.from({ length: workerCount }, () => new Worker(new URL(import.meta.url), { workerData: { searchCorpusWorker: true, seed } }));
  const ask = (worker: Worker, job: PageJob[]) => new Promise<PageBatch>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.postMessage(job);
  });
  try {
    await Promise.all(workers.map(async (worker) => {
      const connection = await pool.connect();
      try {
        await connection.query('SET synchronous_commit = off');
        let pending = nextJob < jobs.length ? ask(worker, jobs[nextJob++]!) : undefined;
        let loading: Promise<unknown> | undefined;
        while (pending) {
          const made = await pending;
          worker.removeAllListeners('error');
          pending = nextJob < jobs.length ? ask(worker, jobs[nextJob++]!) : undefined;
          const waitStart = performance.now();
          await loading;
          waited += performance.now() - waitStart;
          for (const word of made.words) lexicon.add(word);
          pagesDone += made.v.length;
          loading = connection.query(pageSql, [made.v, made.p, made.t, made.s, made.h, made.c]);
          if (performance.now() - lastReport > 30_000) {
            lastReport = performance.now();
            log(`pages: ${pagesDone} of ${size.pages} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
          }
        }
        await loading;
      } finally {
        connection.release();
      }
    }));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  const pagesSeconds = lap();
  log(`pages: ${pagesDone} loaded by ${workerCount} workers (${pagesSeconds.toFixed(1)} s, ${(waited / 1000 / workerCount).toFixed(1)} s of it waiting for PostgreSQL)`);

  await copyHeadings(database.db, 'pdf');
  log(`headings: copied from the pages (${lap().toFixed(1)} s)`);
  await inChunks([...lexicon], 50_000, (chunk) => insertColumns(pool, 'search_words', [['word', 'text', chunk]], 'ON CONFLICT DO NOTHING'));

  // Suggestions, as search's syncSuggestions keeps them: every model and suffix (the demo's too),
  // and the titles of documents in use with a distributed version. A few are popular.
  const entries: { kind: string; refId: number; label: string }[] = [
    ...(await pool.query<{ id: number; code: string }>('SELECT id, code FROM models ORDER BY id')).rows.map((r) => ({ kind: 'MODEL', refId: r.id, label: r.code })),
    ...(await pool.query<{ id: number; suffix: string }>('SELECT id, suffix FROM model_suffixes ORDER BY id')).rows.map((r) => ({ kind: 'SUFFIX', refId: r.id, label: r.suffix })),
    ...docs.filter((d) => d.useYn === 'Y' && d.versions.some((x) => x.distributed)).map((d) => ({ kind: 'TITLE', refId: d.id, label: d.title })),
  ];
  await pool.query('DELETE FROM search_suggestions');
  let suggestionId = await next('search_suggestions');
  let keyCount = 0;
  await inChunks(entries, 10_000, async (chunk) => {
    const ids = chunk.map(() => suggestionId++);
    const popularity = chunk.map(() => (rng() < 0.05 ? Math.floor(rng() ** 3 * 500) : 0));
    await pool.query(`INSERT INTO search_suggestions (id, kind, ref_id, label, popularity, tsv)
      SELECT u.id, u.kind, u.ref_id, u.label, u.popularity, to_tsvector('simple', u.s) FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::int[], $6::text[]) AS u(id, kind, ref_id, label, popularity, s)`,
    [ids, chunk.map((e) => e.kind), chunk.map((e) => e.refId), chunk.map((e) => e.label), popularity, chunk.map((e) => searchableText(e.label))]);
    const keys = chunk.flatMap((e, i) => suggestionKeys(e.label).map((k) => ({ id: ids[i]!, ...k, popularity: popularity[i]! })));
    keyCount += keys.length;
    await insertColumns(pool, 'search_suggestion_keys', [
      ['suggestion_id', 'int', keys.map((k) => k.id)], ['key', 'text', keys.map((k) => k.key)], ['whole', 'bool', keys.map((k) => k.whole)], ['popularity', 'int', keys.map((k) => k.popularity)],
    ]);
  });
  await pool.query(`SELECT setval(pg_get_serial_sequence('search_suggestions', 'id'), (SELECT max(id) FROM search_suggestions))`);
  const suggestionsSeconds = lap();
  log(`suggestions: ${entries.length} with ${keyCount} keys, ${lexicon.size} 'did you mean' words (${suggestionsSeconds.toFixed(1)} s)`);

  // The indexes again, the big one on one connection and the rest on another.
  const builders = [await pool.connect(), await pool.connect()];
  try {
    for (const c of builders) await c.query(`SET maintenance_work_mem = '1GB'`);
    const big = indexes.filter((i) => i.table === 'pdf_pages');
    const rest = indexes.filter((i) => i.table !== 'pdf_pages');
    await Promise.all([
      (async () => { for (const i of big) await builders[0]!.query(i.definition); })(),
      (async () => { for (const i of rest) await builders[1]!.query(i.definition); })(),
    ]);
  } finally {
    for (const c of builders) c.release();
  }
  const indexSeconds = lap();
  log(`indexes: ${indexes.map((i) => i.name).join(', ')} (${indexSeconds.toFixed(1)} s)`);
  for (const table of ['models', 'model_suffixes', 'documents', 'document_models', 'document_regions', 'document_certifications', 'document_versions', ...loaded]) {
    await pool.query(`VACUUM (ANALYZE) ${table}`);
  }
  const analyzeSeconds = lap();

  const verified = await verifyVectors(database, docs.map((d) => d.versions.at(-1)!.id), rng);
  log(`checked: the ${verified.pages} pages of ${verified.versions} versions, one per language, equal the server's own searchVector`);
  return {
    models: modelList.length, suffixes: suffixRows.length, documents: docs.length, versions: versionsAll.length, pages: pagesDone, suggestions: entries.length,
    suggestionKeys: keyCount, words: lexicon.size, languages,
    seconds: { catalogue: catalogueSeconds, pages: pagesSeconds, suggestions: suggestionsSeconds, indexes: indexSeconds, analyze: analyzeSeconds, total: (performance.now() - started) / 1000 },
  };
}

// ── The page makers (worker threads) ─────────────────────────────────────────────────────────

interface PageJob { id: number; language: string; title: string; model: string; topics: string[][]; versions: { id: number; pages: number }[] }
/** Pages ready to load, one array per column, and the 'did you mean' words this worker had not sent yet. */
interface PageBatch { v: number[]; p: number[]; t: string[]; s: string[]; h: string[]; c: string[]; words: string[] }

/** Every page of some documents; each document's text comes from its own seed, so how the work is split changes nothing. */
function makePages(v: Vocabulary, seed: number, job: PageJob[], known: Set<string>, check: { left: number }): PageBatch {
  const out: PageBatch = { v: [], p: [], t: [], s: [], h: [], c: [], words: [] };
  for (const doc of job) {
    const rng = rngOf(Math.imul(seed, 2_654_435_761) ^ doc.id);
    const cfg = textSearchConfig(doc.language);
    for (const version of doc.versions) {
      const pages: string[] = [];
      let chapter = 1;
      for (let n = 1; n <= version.pages; n++) {
        if (rng() < 0.1) chapter++;
        pages.push(page(rng, v, doc, chapter, n));
      }
      const headings = pageHeadings(pages);
      for (let n = 0; n < pages.length; n++) {
        // One tokenisation gives both what PostgreSQL indexes (indexedText) and the 'did you mean' words (lexiconWords).
        const tokens = tokenize(pages[n]!);
        const processed = indexedWords(doc.language, tokens).join(' ');
        if (check.left > 0) {
          check.left--;
          if (processed !== indexedText(doc.language, pages[n]!)) throw new Error('the generator no longer tokenises pages the way indexedText does');
          const words = lexiconWords(pages[n]!).filter((w) => !known.has(w));
          const mine = new Set(tokens.filter(isLexiconWord).map((t) => t.text).filter((w) => !known.has(w)));
          if (words.length !== mine.size || words.some((w) => !mine.has(w))) throw new Error("the generator no longer picks 'did you mean' words the way lexiconWords does");
        }
        for (const token of tokens) {
          if (isLexiconWord(token) && !known.has(token.text)) {
            known.add(token.text);
            out.words.push(token.text);
          }
        }
        out.v.push(version.id); out.p.push(n + 1); out.t.push(pages[n]!); out.s.push(processed); out.h.push(indexedText(doc.language, headings[n]!)); out.c.push(cfg);
      }
    }
  }
  return out;
}

const LEXICON_WORD = /^\p{L}[\p{L}\p{M}]*$/u;
/** What lexiconWords keeps of a token. */
const isLexiconWord = (token: Token) => (token.kind === 'word' || token.kind === 'hangul') && token.text.length >= 3 && token.text.length <= 30 && LEXICON_WORD.test(token.text);

if (!isMainThread && (workerData as { searchCorpusWorker?: boolean } | null)?.searchCorpusWorker) {
  const { seed } = workerData as { seed: number };
  const v = vocabulary(seed);
  const known = new Set<string>();
  const check = { left: 50 };
  parentPort!.on('message', (job: PageJob[]) => parentPort!.postMessage(makePages(v, seed, job, known, check)));
}

/** A few versions in every language, their vectors made again through the server's own searchVector: they must be equal. */
async function verifyVectors(database: Database, versionIds: number[], rng: Rng): Promise<{ versions: number; pages: number }> {
  const { rows } = await database.pool.query<{ id: number; language: string }>(`
    SELECT DISTINCT ON (language) id, language FROM document_versions WHERE id = ANY($1) ORDER BY language, md5(id::text)`, [versionIds.filter(() => rng() < 0.5)]);
  let checked = 0;
  for (const version of rows) {
    const pages = (await database.pool.query<{ page_no: number; text: string }>('SELECT page_no, text FROM pdf_pages WHERE version_id = $1 ORDER BY page_no', [version.id])).rows;
    const headings = pageHeadings(pages.map((p) => p.text));
    for (const [i, p] of pages.entries()) {
      const { rows: [same] } = await database.db.execute<{ same: boolean }>(sql`
        SELECT tsv = ${searchVector(version.language, p.text, headings[i])} AS same FROM pdf_pages WHERE version_id = ${version.id} AND page_no = ${p.page_no}`);
      if (!same?.same) throw new Error(`page ${p.page_no} of version ${version.id} (${version.language}) is not indexed the way the indexing job would index it`);
      checked++;
    }
  }
  return { versions: rows.length, pages: checked };
}
