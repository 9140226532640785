// The demo's Support classifications: Q&A (two levels, named in all 13 languages) and Contact Us (one level).
import type { DbOrTx } from '../../../platform/db/database.ts';
import { supportClasses, supportClassManagers } from './support-classes.tables.ts';

type DemoClass = { labels: Record<string, string>; children?: DemoClass[] };

/** Q&A classifications (a parent and its children); the FAQ's tabs are the parents. Named in all 13 languages. */
export const DEMO_QNA_CLASSES: DemoClass[] = [
  {
    labels: { en: 'Documents and manuals', 'es-419': 'Documentos y manuales', fr: 'Documents et manuels', id: 'Dokumen dan manual', ko: '문서 및 매뉴얼', mn: 'Баримт бичиг ба гарын авлага', my: 'စာရွက်စာတမ်းနှင့် လက်စွဲများ', 'pt-BR': 'Documentos e manuais', ru: 'Документы и руководства', th: 'เอกสารและคู่มือ', tr: 'Dokümanlar ve kılavuzlar', uk: 'Документи та посібники', 'zh-CN': '文档与手册' },
    children: [
      { labels: { en: 'Service manuals', 'es-419': 'Manuales de servicio', fr: 'Manuels de service', id: 'Manual servis', ko: '서비스 매뉴얼', mn: 'Сервисийн гарын авлага', my: 'ဝန်ဆောင်မှု လက်စွဲများ', 'pt-BR': 'Manuais de serviço', ru: 'Сервисные руководства', th: 'คู่มือการซ่อมบำรุง', tr: 'Servis kılavuzları', uk: 'Сервісні посібники', 'zh-CN': '维修手册' } },
      { labels: { en: 'Service bulletins', 'es-419': 'Boletines de servicio', fr: 'Bulletins de service', id: 'Buletin servis', ko: '서비스 불리틴', mn: 'Сервисийн бюллетень', my: 'ဝန်ဆောင်မှု သတင်းလွှာများ', 'pt-BR': 'Boletins de serviço', ru: 'Сервисные бюллетени', th: 'เซอร์วิสบุลเลติน', tr: 'Servis bültenleri', uk: 'Сервісні бюлетені', 'zh-CN': '服务通报' } },
    ],
  },
  {
    labels: { en: 'Troubleshooting', 'es-419': 'Solución de problemas', fr: 'Dépannage', id: 'Pemecahan masalah', ko: '고장 진단', mn: 'Гэмтэл оношлох', my: 'ပြဿနာ ဖြေရှင်းခြင်း', 'pt-BR': 'Solução de problemas', ru: 'Поиск неисправностей', th: 'การแก้ไขปัญหา', tr: 'Arıza giderme', uk: 'Пошук несправностей', 'zh-CN': '故障排除' },
    children: [
      { labels: { en: 'Fault codes', 'es-419': 'Códigos de falla', fr: 'Codes de défaut', id: 'Kode kesalahan', ko: '고장 코드', mn: 'Гэмтлийн код', my: 'ချို့ယွင်းချက်ကုဒ်များ', 'pt-BR': 'Códigos de falha', ru: 'Коды неисправностей', th: 'รหัสความผิดปกติ', tr: 'Arıza kodları', uk: 'Коди несправностей', 'zh-CN': '故障码' } },
      { labels: { en: 'Hydraulics', 'es-419': 'Sistema hidráulico', fr: 'Hydraulique', id: 'Hidraulik', ko: '유압', mn: 'Гидравлик', my: 'ဟိုက်ဒရောလစ် စနစ်', 'pt-BR': 'Sistema hidráulico', ru: 'Гидравлика', th: 'ระบบไฮดรอลิก', tr: 'Hidrolik', uk: 'Гідравліка', 'zh-CN': '液压系统' } },
    ],
  },
  { labels: { en: 'Account and access', 'es-419': 'Cuenta y acceso', fr: 'Compte et accès', id: 'Akun dan akses', ko: '계정 및 권한', mn: 'Бүртгэл ба эрх', my: 'အကောင့်နှင့် ဝင်ရောက်ခွင့်', 'pt-BR': 'Conta e acesso', ru: 'Учётная запись и доступ', th: 'บัญชีและสิทธิ์การเข้าถึง', tr: 'Hesap ve erişim', uk: 'Обліковий запис і доступ', 'zh-CN': '账户与权限' } },
];

/** Contact Us classifications: one level. */
export const DEMO_CONTACT_CLASSES: DemoClass[] = [
  { labels: { en: 'General inquiry', 'es-419': 'Consulta general', fr: 'Demande générale', id: 'Pertanyaan umum', ko: '일반 문의', mn: 'Ерөнхий лавлагаа', my: 'အထွေထွေ မေးမြန်းချက်', 'pt-BR': 'Consulta geral', ru: 'Общий вопрос', th: 'สอบถามทั่วไป', tr: 'Genel soru', uk: 'Загальне питання', 'zh-CN': '一般咨询' } },
  { labels: { en: 'Technical support', 'es-419': 'Soporte técnico', fr: 'Assistance technique', id: 'Dukungan teknis', ko: '기술 지원', mn: 'Техникийн дэмжлэг', my: 'နည်းပညာ အထောက်အပံ့', 'pt-BR': 'Suporte técnico', ru: 'Техническая поддержка', th: 'ฝ่ายสนับสนุนด้านเทคนิค', tr: 'Teknik destek', uk: 'Технічна підтримка', 'zh-CN': '技术支持' } },
  { labels: { en: 'Dealer partnership', 'es-419': 'Asociación de distribuidores', fr: 'Partenariat concessionnaire', id: 'Kemitraan dealer', ko: '딜러 제휴', mn: 'Дилерийн түншлэл', my: 'အရောင်းကိုယ်စားလှယ် မိတ်ဖက်', 'pt-BR': 'Parceria com concessionárias', ru: 'Дилерское партнёрство', th: 'ความร่วมมือกับตัวแทนจำหน่าย', tr: 'Bayi ortaklığı', uk: 'Дилерське партнерство', 'zh-CN': '经销商合作' } },
];

/** The demo classifications, each managed by `managerId`; the ids of the first-level Q&A ones, in their order (the FAQ's tabs). */
export async function seedDemoSupportClasses(tx: DbOrTx, managerId: number): Promise<number[]> {
  const firstLevel = new Map<string, number[]>();
  for (const [kind, classes] of [['QNA', DEMO_QNA_CLASSES], ['CONTACT', DEMO_CONTACT_CLASSES]] as const) {
    for (const [i, parent] of classes.entries()) {
      const [row] = await tx.insert(supportClasses).values({ kind, labels: parent.labels, sortOrder: i + 1 }).returning({ id: supportClasses.id });
      firstLevel.set(kind, [...(firstLevel.get(kind) ?? []), row!.id]);
      const children = parent.children ?? [];
      const childRows = children.length > 0
        ? await tx.insert(supportClasses).values(children.map((child, j) => ({ kind, parentId: row!.id, labels: child.labels, sortOrder: j + 1 }))).returning({ id: supportClasses.id })
        : [];
      await tx.insert(supportClassManagers).values([row!, ...childRows].map(({ id }) => ({ classId: id, userId: managerId })));
    }
  }
  return firstLevel.get('QNA')!;
}
