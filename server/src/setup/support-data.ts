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

/** Q&A classifications (a parent and its children); the FAQ's tabs are the parents. Named in English and Korean, the rest fall back. */
export const DEMO_QNA_CLASSES: DemoClass[] = [
  {
    labels: { en: 'Documents and manuals', ko: '문서 및 매뉴얼' },
    children: [{ labels: { en: 'Service manuals', ko: '서비스 매뉴얼' } }, { labels: { en: 'Service bulletins', ko: '서비스 공지' } }],
  },
  {
    labels: { en: 'Troubleshooting', ko: '고장 진단' },
    children: [{ labels: { en: 'Fault codes', ko: '고장 코드' } }, { labels: { en: 'Hydraulics', ko: '유압' } }],
  },
  { labels: { en: 'Account and access', ko: '계정 및 권한' } },
];

/** Contact Us classifications: one level. */
export const DEMO_CONTACT_CLASSES: DemoClass[] = [
  { labels: { en: 'General inquiry', ko: '일반 문의' } },
  { labels: { en: 'Technical support', ko: '기술 지원' } },
  { labels: { en: 'Dealer partnership', ko: '딜러 제휴' } },
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
