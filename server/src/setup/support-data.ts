// The demo Support content: a handful of notices, one of them a popup, written the way a service
// headquarters writes to its dealers.
type DemoNotice = { classification: 'GENERAL' | 'SYSTEM' | 'DOCUMENT' | 'EVENT'; title: string; bodyHtml: string; daysAgo: number; popup?: boolean };

export const DEMO_NOTICES: DemoNotice[] = [
  {
    classification: 'GENERAL', daysAgo: 40, title: 'Welcome to GSIS, the Global Service Information System',
    bodyHtml: '<p>GSIS brings the service manuals, operation and maintenance manuals, bulletins and troubleshooting guides of our machines together in one place, in 13 languages.</p><h3>Getting started</h3><ul><li>Type a <strong>model</strong> (for example DX225LCA) or a <strong>suffix</strong> in the search box at the top of every page.</li><li>Open a manual at the page you need, and keep it in <a href="/mylibrary/bookmarks">My Library</a>.</li><li>Read the <a href="/mylibrary/help">help</a> for search tips.</li></ul>',
  },
  {
    classification: 'DOCUMENT', daysAgo: 12, title: 'New service bulletins for medium crawler excavators',
    bodyHtml: '<p>Service bulletins on hydraulic pump regulator adjustment and swing motor inspection intervals have been published for the DX225LCA and DX300LCA.</p><p>Dealers with access to medium crawler excavators can find them under <strong>Document list › Service bulletin</strong>.</p>',
  },
  {
    classification: 'EVENT', daysAgo: 6, title: 'Regional service technician training, first quarter',
    bodyHtml: '<p>Hands-on training on electronic controller diagnostics will be held in Busan, Antwerp and Atlanta. Ask your regional service manager for dates and seats.</p><blockquote>Bring a laptop with the diagnostic software installed.</blockquote>',
  },
  {
    classification: 'SYSTEM', daysAgo: 1, popup: true, title: 'Scheduled maintenance this Sunday',
    bodyHtml: '<p>GSIS will be unavailable on <strong>Sunday from 02:00 to 04:00 (UTC)</strong> while the servers are updated.</p><p>Documents you have downloaded stay readable. Thank you for your patience.</p>',
  },
];

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

/** FAQs, each in the Q&A classification at `classIndex` (a first-level one, in DEMO_QNA_CLASSES' order). */
export const DEMO_FAQS: { classIndex: number; question: string; answerHtml: string }[] = [
  {
    classIndex: 0, question: 'How do I find the manuals of my machine?',
    answerHtml: '<p>Type the <strong>model</strong> (for example DX225LCA) or the <strong>suffix</strong> of the serial number in the search box at the top of the page. The <em>Index</em> tab lists every document that applies to that machine, grouped by document type.</p>',
  },
  {
    classIndex: 0, question: 'Why is a document marked "Unauthorised"?',
    answerHtml: '<p>Your account may read the documents of certain products, document types or regions. A document outside them is listed but does not open. Ask your GSIS administrator if you need it.</p>',
  },
  {
    classIndex: 1, question: 'Where do I find what a fault code means?',
    answerHtml: '<p>Search for the code as it appears on the display, for example <code>SPN 110 FMI 0</code>. The troubleshooting guides and the service manual pages that mention it are listed first.</p>',
  },
  {
    classIndex: 2, question: 'I forgot my password. What should I do?',
    answerHtml: '<p>Choose <a href="/forgot/password">Find password</a> on the login page. A verification code is sent to your e-mail address; after entering it you receive a temporary password.</p>',
  },
];

/** The demo's e-mail template, in English and Korean; {{name}} and {{portalLink}} are filled in for each recipient. */
export const DEMO_EMAIL_TEMPLATE = [
  {
    language: 'en', subject: 'New service manuals for your machines, {{name}}',
    bodyHtml: '<p>Dear {{name}},</p><p>New editions of the shop manuals and troubleshooting guides for the DX crawler excavators are in GSIS. Sign in at {{portalLink}} and search for your model.</p><p>Your GSIS team</p>',
  },
  {
    language: 'ko', subject: '{{name}}님, 새 서비스 매뉴얼이 등록되었습니다',
    bodyHtml: '<p>{{name}}님, 안녕하십니까.</p><p>DX 크롤러 굴착기의 정비 매뉴얼과 고장 진단 가이드 새 판이 GSIS에 등록되었습니다. {{portalLink}}에서 로그인한 뒤 모델명으로 검색하십시오.</p><p>GSIS 드림</p>',
  },
];
