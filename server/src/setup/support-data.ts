// The demo Support content: a handful of notices, one of them a popup, and a few FAQs, written the way a service
// headquarters writes to its dealers — each in all 13 languages, as a technician would read it in their own.
import type { LanguageCode } from '@gsis/contract';

type DemoNotice = {
  classification: 'GENERAL' | 'SYSTEM' | 'DOCUMENT' | 'EVENT'; daysAgo: number; popup?: boolean;
  /** The time the notice is about: these hours (UTC) of the first Sunday after the demo is laid. */
  sundayUtc?: [from: number, to: number];
  texts: Record<LanguageCode, { title: string; bodyHtml: string }>;
};

export const DEMO_NOTICES: DemoNotice[] = [
  {
    classification: 'GENERAL', daysAgo: 40,
    texts: {
      en: {
        title: 'Welcome to GSIS, the Global Service Information System',
        bodyHtml: '<p>GSIS brings the service manuals, operation and maintenance manuals, bulletins and troubleshooting guides of our machines together in one place, in 13 languages.</p><h3>Getting started</h3><ul><li>Type a <strong>model</strong> (for example DX225LCA) or a <strong>suffix</strong> in the search box at the top of every page.</li><li>Open a manual at the page you need, and keep it in <a href="/mylibrary/bookmarks">My Library</a>.</li><li>Read the <a href="/mylibrary/help">help</a> for search tips.</li></ul>',
      },
      ko: {
        title: 'GSIS(글로벌 서비스 정보 시스템)에 오신 것을 환영합니다',
        bodyHtml: '<p>GSIS에서는 당사 장비의 서비스 매뉴얼, 운전 및 정비 매뉴얼, 서비스 불리틴, 고장 진단 가이드를 13개 언어로 한곳에서 볼 수 있습니다.</p><h3>시작하기</h3><ul><li>모든 페이지 상단의 검색창에 <strong>모델명</strong>(예: DX225LCA) 또는 <strong>서픽스</strong>를 입력하십시오.</li><li>필요한 페이지에서 매뉴얼을 열고 <a href="/mylibrary/bookmarks">내 라이브러리</a>에 보관하십시오.</li><li>검색 요령은 <a href="/mylibrary/help">도움말</a>을 참고하십시오.</li></ul>',
      },
      ru: {
        title: 'Добро пожаловать в GSIS — глобальную сервисную информационную систему',
        bodyHtml: '<p>В GSIS собраны в одном месте сервисные руководства, руководства по эксплуатации и техническому обслуживанию, сервисные бюллетени и руководства по поиску неисправностей нашей техники — на 13 языках.</p><h3>С чего начать</h3><ul><li>Введите <strong>модель</strong> (например, DX225LCA) или <strong>суффикс</strong> в строку поиска вверху любой страницы.</li><li>Откройте руководство на нужной странице и сохраните его в разделе <a href="/mylibrary/bookmarks">«Моя библиотека»</a>.</li><li>Советы по поиску — в <a href="/mylibrary/help">справке</a>.</li></ul>',
      },
      uk: {
        title: 'Ласкаво просимо до GSIS — глобальної сервісної інформаційної системи',
        bodyHtml: '<p>У GSIS зібрано в одному місці сервісні посібники, посібники з експлуатації та технічного обслуговування, сервісні бюлетені й посібники з пошуку несправностей нашої техніки — 13 мовами.</p><h3>З чого почати</h3><ul><li>Введіть <strong>модель</strong> (наприклад, DX225LCA) або <strong>суфікс</strong> у рядок пошуку вгорі будь-якої сторінки.</li><li>Відкрийте посібник на потрібній сторінці та збережіть його в розділі <a href="/mylibrary/bookmarks">«Моя бібліотека»</a>.</li><li>Поради щодо пошуку — у <a href="/mylibrary/help">довідці</a>.</li></ul>',
      },
      th: {
        title: 'ยินดีต้อนรับสู่ GSIS ระบบข้อมูลบริการระดับโลก',
        bodyHtml: '<p>GSIS รวบรวมคู่มือการซ่อมบำรุง คู่มือการใช้งานและบำรุงรักษา เซอร์วิสบุลเลติน และคู่มือการแก้ไขปัญหาของเครื่องจักรของเราไว้ในที่เดียว ใน 13 ภาษา</p><h3>เริ่มต้นใช้งาน</h3><ul><li>พิมพ์<strong>รุ่น</strong> (เช่น DX225LCA) หรือ<strong>ซัฟฟิกซ์</strong>ในช่องค้นหาที่ด้านบนของทุกหน้า</li><li>เปิดคู่มือไปยังหน้าที่ต้องการ แล้วเก็บไว้ใน<a href="/mylibrary/bookmarks">ไลบรารีของฉัน</a></li><li>อ่าน<a href="/mylibrary/help">วิธีใช้</a>เพื่อดูเคล็ดลับการค้นหา</li></ul>',
      },
      my: {
        title: 'GSIS (ကမ္ဘာလုံးဆိုင်ရာ ဝန်ဆောင်မှု သတင်းအချက်အလက် စနစ်) မှ ကြိုဆိုပါသည်',
        bodyHtml: '<p>GSIS တွင် ကျွန်ုပ်တို့ စက်များ၏ ဝန်ဆောင်မှု လက်စွဲ၊ လည်ပတ်မှုနှင့် ပြုပြင်ထိန်းသိမ်းမှု လက်စွဲ၊ ဝန်ဆောင်မှု သတင်းလွှာနှင့် ပြဿနာ ဖြေရှင်းခြင်း လမ်းညွှန်များကို ဘာသာစကား ၁၃ မျိုးဖြင့် တစ်နေရာတည်းတွင် စုစည်းထားပါသည်။</p><h3>စတင်အသုံးပြုရန်</h3><ul><li>စာမျက်နှာတိုင်း၏ ထိပ်ရှိ ရှာဖွေရေးအကွက်တွင် <strong>မော်ဒယ်</strong> (ဥပမာ DX225LCA) သို့မဟုတ် <strong>နောက်ဆက်</strong> ကို ရိုက်ထည့်ပါ။</li><li>လိုအပ်သော စာမျက်နှာတွင် လက်စွဲကို ဖွင့်ပြီး <a href="/mylibrary/bookmarks">ကျွန်ုပ်၏ စာကြည့်တိုက်</a> တွင် သိမ်းထားပါ။</li><li>ရှာဖွေနည်း အကြံပြုချက်များအတွက် <a href="/mylibrary/help">အကူအညီ</a> ကို ဖတ်ပါ။</li></ul>',
      },
      mn: {
        title: 'GSIS — Дэлхийн сервисийн мэдээллийн системд тавтай морилно уу',
        bodyHtml: '<p>GSIS нь манай техникийн сервисийн гарын авлага, ашиглалт ба техник үйлчилгээний гарын авлага, сервисийн бюллетень, гэмтэл оношлох зааврыг 13 хэлээр нэг дор цуглуулсан систем юм.</p><h3>Эхлэх</h3><ul><li>Хуудас бүрийн дээд хэсэгт байрлах хайлтын талбарт <strong>загвар</strong> (жишээ нь DX225LCA) эсвэл <strong>суффиксээ</strong> оруулна уу.</li><li>Гарын авлагыг хэрэгтэй хуудсаар нь нээж, <a href="/mylibrary/bookmarks">Миний номын сан</a> хэсэгт хадгална уу.</li><li>Хайлтын зөвлөгөөг <a href="/mylibrary/help">Тусламж</a> хэсгээс уншина уу.</li></ul>',
      },
      'zh-CN': {
        title: '欢迎使用 GSIS 全球服务信息系统',
        bodyHtml: '<p>GSIS 将我们设备的维修手册、操作与保养手册、服务通报和故障排除指南汇集在一处，提供 13 种语言版本。</p><h3>快速入门</h3><ul><li>在每个页面顶部的搜索框中输入<strong>机型</strong>（例如 DX225LCA）或<strong>后缀</strong>。</li><li>打开手册并翻到所需页面，再将其收藏到<a href="/mylibrary/bookmarks">我的资料库</a>。</li><li>搜索技巧请参阅<a href="/mylibrary/help">帮助</a>。</li></ul>',
      },
      'es-419': {
        title: 'Bienvenido a GSIS, el Sistema Global de Información de Servicio',
        bodyHtml: '<p>GSIS reúne en un solo lugar los manuales de servicio, los manuales de operación y mantenimiento, los boletines de servicio y las guías de solución de problemas de nuestras máquinas, en 13 idiomas.</p><h3>Primeros pasos</h3><ul><li>Escriba un <strong>modelo</strong> (por ejemplo, DX225LCA) o un <strong>sufijo</strong> en el cuadro de búsqueda de la parte superior de cada página.</li><li>Abra un manual en la página que necesita y guárdelo en <a href="/mylibrary/bookmarks">Mi biblioteca</a>.</li><li>Consulte la <a href="/mylibrary/help">ayuda</a> para ver consejos de búsqueda.</li></ul>',
      },
      'pt-BR': {
        title: 'Bem-vindo ao GSIS, o Sistema Global de Informações de Serviço',
        bodyHtml: '<p>O GSIS reúne em um só lugar os manuais de serviço, os manuais de operação e manutenção, os boletins de serviço e os guias de solução de problemas das nossas máquinas, em 13 idiomas.</p><h3>Primeiros passos</h3><ul><li>Digite um <strong>modelo</strong> (por exemplo, DX225LCA) ou um <strong>sufixo</strong> na caixa de busca no topo de qualquer página.</li><li>Abra o manual na página de que você precisa e guarde-o em <a href="/mylibrary/bookmarks">Minha biblioteca</a>.</li><li>Veja dicas de busca na <a href="/mylibrary/help">ajuda</a>.</li></ul>',
      },
      fr: {
        title: "Bienvenue sur GSIS, le système mondial d'information de service",
        bodyHtml: "<p>GSIS rassemble en un seul endroit les manuels de service, les manuels d'utilisation et d'entretien, les bulletins de service et les guides de dépannage de nos machines, en 13 langues.</p><h3>Pour commencer</h3><ul><li>Saisissez un <strong>modèle</strong> (par exemple DX225LCA) ou un <strong>suffixe</strong> dans la zone de recherche en haut de chaque page.</li><li>Ouvrez un manuel à la page voulue et conservez-le dans <a href=\"/mylibrary/bookmarks\">Ma bibliothèque</a>.</li><li>Consultez l'<a href=\"/mylibrary/help\">aide</a> pour des conseils de recherche.</li></ul>",
      },
      id: {
        title: 'Selamat datang di GSIS, Sistem Informasi Servis Global',
        bodyHtml: '<p>GSIS menghimpun manual servis, manual pengoperasian dan perawatan, buletin servis, dan panduan pemecahan masalah untuk alat berat kami di satu tempat, dalam 13 bahasa.</p><h3>Memulai</h3><ul><li>Ketik <strong>model</strong> (misalnya DX225LCA) atau <strong>sufiks</strong> di kotak pencarian di bagian atas setiap halaman.</li><li>Buka manual di halaman yang Anda perlukan, lalu simpan di <a href="/mylibrary/bookmarks">Pustaka Saya</a>.</li><li>Baca <a href="/mylibrary/help">Bantuan</a> untuk tips pencarian.</li></ul>',
      },
      tr: {
        title: "Küresel Servis Bilgi Sistemi GSIS'e hoş geldiniz",
        bodyHtml: '<p>GSIS, makinelerimize ait servis kılavuzlarını, kullanım ve bakım kılavuzlarını, servis bültenlerini ve arıza giderme kılavuzlarını 13 dilde tek bir yerde toplar.</p><h3>Başlarken</h3><ul><li>Her sayfanın üst kısmındaki arama kutusuna bir <strong>model</strong> (örneğin DX225LCA) ya da <strong>sonek</strong> yazın.</li><li>Kılavuzu ihtiyacınız olan sayfada açın ve <a href="/mylibrary/bookmarks">Kütüphanem</a> bölümüne kaydedin.</li><li>Arama ipuçları için <a href="/mylibrary/help">Yardım</a> sayfasına bakın.</li></ul>',
      },
    },
  },
  {
    classification: 'DOCUMENT', daysAgo: 12,
    texts: {
      en: {
        title: 'New service bulletins for medium crawler excavators',
        bodyHtml: '<p>Service bulletins on hydraulic pump regulator adjustment and swing motor inspection intervals have been published for the DX225LCA and DX300LCA.</p><p>Dealers with access to medium crawler excavators can find them under <strong>Document › Service Bulletin</strong>.</p>',
      },
      ko: {
        title: '중형 크롤러 굴착기 서비스 불리틴 신규 등록',
        bodyHtml: '<p>DX225LCA 및 DX300LCA의 유압 펌프 레귤레이터 조정과 선회 모터 점검 주기에 관한 서비스 불리틴이 등록되었습니다.</p><p>중형 크롤러 굴착기 열람 권한이 있는 딜러는 <strong>문서 › 서비스 불리틴</strong>에서 확인할 수 있습니다.</p>',
      },
      ru: {
        title: 'Новые сервисные бюллетени по средним гусеничным экскаваторам',
        bodyHtml: '<p>Для DX225LCA и DX300LCA опубликованы сервисные бюллетени о настройке регулятора гидронасоса и о периодичности проверки гидромотора поворота.</p><p>Дилеры с доступом к средним гусеничным экскаваторам найдут их в разделе <strong>Документы › Сервисный бюллетень</strong>.</p>',
      },
      uk: {
        title: 'Нові сервісні бюлетені для середніх гусеничних екскаваторів',
        bodyHtml: '<p>Для DX225LCA та DX300LCA опубліковано сервісні бюлетені щодо налаштування регулятора гідронасоса та періодичності перевірки гідромотора повороту.</p><p>Дилери з доступом до середніх гусеничних екскаваторів знайдуть їх у розділі <strong>Документи › Сервісний бюлетень</strong>.</p>',
      },
      th: {
        title: 'เซอร์วิสบุลเลตินใหม่สำหรับรถขุดตีนตะขาบขนาดกลาง',
        bodyHtml: '<p>เผยแพร่เซอร์วิสบุลเลตินเรื่องการปรับตั้งเรกูเลเตอร์ปั๊มไฮดรอลิกและรอบการตรวจสอบมอเตอร์สวิงสำหรับรุ่น DX225LCA และ DX300LCA แล้ว</p><p>ตัวแทนจำหน่ายที่มีสิทธิ์เข้าถึงรถขุดตีนตะขาบขนาดกลางดูได้ที่ <strong>เอกสาร › เซอร์วิสบุลเลติน</strong></p>',
      },
      my: {
        title: 'အလတ်စား သံကြိုးဘီးတပ် မြေတူးစက်များအတွက် ဝန်ဆောင်မှု သတင်းလွှာ အသစ်များ',
        bodyHtml: '<p>DX225LCA နှင့် DX300LCA အတွက် ဟိုက်ဒရောလစ် ပန့် ရီဂျူလေတာ ချိန်ညှိခြင်းနှင့် ဆွင်းမော်တာ စစ်ဆေးရမည့် ကာလများဆိုင်ရာ ဝန်ဆောင်မှု သတင်းလွှာများကို ထုတ်ပြန်လိုက်ပါပြီ။</p><p>အလတ်စား သံကြိုးဘီးတပ် မြေတူးစက်များကို ကြည့်ရှုခွင့်ရှိသော အရောင်းကိုယ်စားလှယ်များသည် <strong>စာရွက်စာတမ်း › ဝန်ဆောင်မှု သတင်းလွှာ</strong> တွင် ရှာဖွေနိုင်ပါသည်။</p>',
      },
      mn: {
        title: 'Дунд оврын гинжит экскаваторын сервисийн шинэ бюллетень',
        bodyHtml: '<p>DX225LCA болон DX300LCA загварын гидравлик насосны регуляторын тохируулга, эргэлтийн моторын үзлэгийн давтамжийн тухай сервисийн бюллетень нийтлэгдлээ.</p><p>Дунд оврын гинжит экскаваторын баримт бичгийг үзэх эрхтэй дилерүүд эдгээрийг <strong>Баримт бичиг › Сервисийн бюллетень</strong> хэсгээс олно.</p>',
      },
      'zh-CN': {
        title: '中型履带式挖掘机新服务通报',
        bodyHtml: '<p>已发布 DX225LCA 和 DX300LCA 的服务通报，内容涉及液压泵调节器的调整以及回转马达的检查周期。</p><p>有权查阅中型履带式挖掘机资料的经销商可在<strong>文档 › 服务通报</strong>中找到。</p>',
      },
      'es-419': {
        title: 'Nuevos boletines de servicio para excavadoras de orugas medianas',
        bodyHtml: '<p>Se publicaron boletines de servicio sobre el ajuste del regulador de la bomba hidráulica y los intervalos de inspección del motor de giro para la DX225LCA y la DX300LCA.</p><p>Los distribuidores con acceso a excavadoras de orugas medianas los encontrarán en <strong>Documentos › Boletín de servicio</strong>.</p>',
      },
      'pt-BR': {
        title: 'Novos boletins de serviço para escavadeiras de esteiras médias',
        bodyHtml: '<p>Foram publicados boletins de serviço sobre o ajuste do regulador da bomba hidráulica e os intervalos de inspeção do motor de giro das escavadeiras DX225LCA e DX300LCA.</p><p>Concessionárias com acesso às escavadeiras de esteiras médias podem encontrá-los em <strong>Documentos › Boletim de serviço</strong>.</p>',
      },
      fr: {
        title: 'Nouveaux bulletins de service pour les pelles sur chenilles moyennes',
        bodyHtml: "<p>Des bulletins de service sur le réglage du régulateur de la pompe hydraulique et sur les intervalles de contrôle du moteur d'orientation ont été publiés pour les DX225LCA et DX300LCA.</p><p>Les concessionnaires ayant accès aux pelles sur chenilles moyennes les trouveront sous <strong>Documentation › Bulletin de service</strong>.</p>",
      },
      id: {
        title: 'Buletin servis baru untuk ekskavator roda rantai kelas menengah',
        bodyHtml: '<p>Buletin servis tentang penyetelan regulator pompa hidraulik dan interval pemeriksaan motor swing untuk DX225LCA dan DX300LCA telah diterbitkan.</p><p>Dealer yang memiliki akses ke ekskavator roda rantai kelas menengah dapat menemukannya di <strong>Dokumen › Buletin Servis</strong>.</p>',
      },
      tr: {
        title: 'Orta sınıf paletli ekskavatörler için yeni servis bültenleri',
        bodyHtml: '<p>DX225LCA ve DX300LCA için hidrolik pompa regülatörü ayarı ve dönüş motoru muayene aralıkları hakkında servis bültenleri yayımlandı.</p><p>Orta sınıf paletli ekskavatörlere erişimi olan bayiler bunları <strong>Dokümanlar › Servis Bülteni</strong> altında bulabilir.</p>',
      },
    },
  },
  {
    classification: 'EVENT', daysAgo: 6,
    texts: {
      en: {
        title: 'Regional service technician training, first quarter',
        bodyHtml: '<p>Hands-on training on electronic controller diagnostics will be held in Busan, Antwerp and Atlanta. Ask your regional service manager for dates and seats.</p><blockquote>Bring a laptop with the diagnostic software installed.</blockquote>',
      },
      ko: {
        title: '1분기 지역별 서비스 기술자 교육',
        bodyHtml: '<p>전자 컨트롤러 진단 실습 교육이 부산, 앤트워프, 애틀랜타에서 열립니다. 일정과 잔여 좌석은 해당 지역 서비스 매니저에게 문의하십시오.</p><blockquote>진단 소프트웨어가 설치된 노트북을 지참하십시오.</blockquote>',
      },
      ru: {
        title: 'Региональное обучение сервисных специалистов, первый квартал',
        bodyHtml: '<p>Практические занятия по диагностике электронных контроллеров пройдут в Пусане, Антверпене и Атланте. О датах и свободных местах узнавайте у своего регионального сервис-менеджера.</p><blockquote>Возьмите с собой ноутбук с установленной диагностической программой.</blockquote>',
      },
      uk: {
        title: 'Регіональне навчання сервісних фахівців, перший квартал',
        bodyHtml: '<p>Практичні заняття з діагностики електронних контролерів відбудуться в Пусані, Антверпені та Атланті. Про дати й вільні місця дізнавайтеся у свого регіонального сервіс-менеджера.</p><blockquote>Візьміть із собою ноутбук зі встановленою діагностичною програмою.</blockquote>',
      },
      th: {
        title: 'การอบรมช่างบริการประจำภูมิภาค ไตรมาสแรก',
        bodyHtml: '<p>จะจัดการอบรมภาคปฏิบัติเรื่องการวินิจฉัยคอนโทรลเลอร์อิเล็กทรอนิกส์ที่ปูซาน แอนต์เวิร์ป และแอตแลนตา สอบถามวันอบรมและที่นั่งว่างได้จากผู้จัดการฝ่ายบริการประจำภูมิภาคของท่าน</p><blockquote>โปรดนำแล็ปท็อปที่ติดตั้งซอฟต์แวร์วินิจฉัยมาด้วย</blockquote>',
      },
      my: {
        title: 'ဒေသဆိုင်ရာ ဝန်ဆောင်မှု နည်းပညာရှင် သင်တန်း၊ ပထမ သုံးလပတ်',
        bodyHtml: '<p>အီလက်ထရောနစ် ထိန်းချုပ်ကိရိယာ ချို့ယွင်းချက် စစ်ဆေးရှာဖွေခြင်းဆိုင်ရာ လက်တွေ့ သင်တန်းကို ဘူဆန်၊ အန့်ဝါ့ပ်နှင့် အတ္တလန်တာ မြို့များတွင် ကျင်းပမည် ဖြစ်ပါသည်။ သင်တန်းရက်များနှင့် နေရာလွတ်များအတွက် သင့်ဒေသ၏ ဝန်ဆောင်မှု မန်နေဂျာထံ မေးမြန်းပါ။</p><blockquote>ချို့ယွင်းချက် စစ်ဆေးရေး ဆော့ဖ်ဝဲ ထည့်သွင်းထားသော လက်ပ်တော့ကို ယူဆောင်လာပါ။</blockquote>',
      },
      mn: {
        title: 'Бүс нутгийн сервисийн техникчдийн сургалт, нэгдүгээр улирал',
        bodyHtml: '<p>Электрон хянагчийн оношилгооны дадлагын сургалт Пусан, Антверпен, Атлантад болно. Хугацаа болон сул суудлын талаар бүс нутгийнхаа сервисийн менежерээс лавлана уу.</p><blockquote>Оношилгооны программ хангамж суулгасан зөөврийн компьютераа авчирна уу.</blockquote>',
      },
      'zh-CN': {
        title: '第一季度区域服务技师培训',
        bodyHtml: '<p>电子控制器诊断实操培训将在釜山、安特卫普和亚特兰大举行。具体日期和剩余名额请咨询您所在区域的服务经理。</p><blockquote>请携带已安装诊断软件的笔记本电脑。</blockquote>',
      },
      'es-419': {
        title: 'Capacitación regional para técnicos de servicio, primer trimestre',
        bodyHtml: '<p>Se impartirá capacitación práctica sobre diagnóstico de controladores electrónicos en Busan, Amberes y Atlanta. Consulte las fechas y los cupos disponibles con su gerente regional de servicio.</p><blockquote>Traiga una computadora portátil con el software de diagnóstico instalado.</blockquote>',
      },
      'pt-BR': {
        title: 'Treinamento regional para técnicos de serviço, primeiro trimestre',
        bodyHtml: '<p>Haverá treinamento prático de diagnóstico de controladores eletrônicos em Busan, Antuérpia e Atlanta. Consulte o gerente regional de serviço sobre datas e vagas.</p><blockquote>Traga um notebook com o software de diagnóstico instalado.</blockquote>',
      },
      fr: {
        title: 'Formation régionale des techniciens de service, premier trimestre',
        bodyHtml: '<p>Une formation pratique au diagnostic des contrôleurs électroniques aura lieu à Busan, Anvers et Atlanta. Renseignez-vous auprès de votre responsable service régional pour les dates et les places disponibles.</p><blockquote>Apportez un ordinateur portable avec le logiciel de diagnostic installé.</blockquote>',
      },
      id: {
        title: 'Pelatihan teknisi servis regional, kuartal pertama',
        bodyHtml: '<p>Pelatihan praktik diagnosis pengendali elektronik akan diadakan di Busan, Antwerpen, dan Atlanta. Tanyakan jadwal dan ketersediaan kursi kepada manajer servis regional Anda.</p><blockquote>Bawa laptop yang sudah terpasang perangkat lunak diagnostik.</blockquote>',
      },
      tr: {
        title: 'Bölgesel servis teknisyeni eğitimi, ilk çeyrek',
        bodyHtml: "<p>Elektronik kontrol ünitesi arıza teşhisi üzerine uygulamalı eğitim Busan, Anvers ve Atlanta'da düzenlenecektir. Tarihler ve boş kontenjan için bölge servis müdürünüze başvurun.</p><blockquote>Teşhis yazılımı yüklü bir dizüstü bilgisayar getirin.</blockquote>",
      },
    },
  },
  {
    // The window's time is the notice's own (timeFrom, timeTo), drawn in each reader's time zone: the text says only
    // how long, since a Sunday 02:00 UTC is a Saturday evening in the Americas.
    classification: 'SYSTEM', daysAgo: 1, popup: true, sundayUtc: [2, 4],
    texts: {
      en: {
        title: 'Scheduled maintenance of GSIS',
        bodyHtml: '<p>GSIS will be unavailable for about two hours while the servers are updated, at the time shown above in your own time zone.</p><p>Documents you have downloaded stay readable. Thank you for your patience.</p>',
      },
      ko: {
        title: 'GSIS 시스템 점검 안내',
        bodyHtml: '<p>서버 업데이트로 인해 GSIS를 약 2시간 동안 이용할 수 없습니다. 점검 시간은 위에 사용자의 현지 시간으로 표시되어 있습니다.</p><p>이미 내려받은 문서는 계속 열람할 수 있습니다. 양해해 주셔서 감사합니다.</p>',
      },
      ru: {
        title: 'Плановые технические работы в GSIS',
        bodyHtml: '<p>Примерно на два часа GSIS будет недоступна: мы обновляем серверы. Время работ указано выше по вашему часовому поясу.</p><p>Уже скачанные документы останутся доступны для чтения. Благодарим за понимание.</p>',
      },
      uk: {
        title: 'Планові технічні роботи в GSIS',
        bodyHtml: '<p>Приблизно на дві години GSIS буде недоступна: ми оновлюємо сервери. Час робіт зазначено вище за вашим часовим поясом.</p><p>Уже завантажені документи залишаться доступними для читання. Дякуємо за розуміння.</p>',
      },
      th: {
        title: 'แจ้งปิดปรับปรุงระบบ GSIS ตามกำหนดการ',
        bodyHtml: '<p>GSIS จะปิดให้บริการประมาณ 2 ชั่วโมงเพื่ออัปเดตเซิร์ฟเวอร์ ในช่วงเวลาที่แสดงไว้ด้านบนตามเขตเวลาของท่าน</p><p>เอกสารที่ดาวน์โหลดไว้แล้วยังเปิดอ่านได้ตามปกติ ขออภัยในความไม่สะดวกและขอบคุณที่ให้ความร่วมมือ</p>',
      },
      my: {
        title: 'GSIS စနစ် ပြုပြင်ထိန်းသိမ်းမှု အစီအစဉ်',
        bodyHtml: '<p>ဆာဗာများကို အဆင့်မြှင့်တင်နေစဉ် GSIS ကို နှစ်နာရီခန့် အသုံးပြု၍ မရပါ။ အချိန်ကို အထက်တွင် သင်၏ ဒေသစံတော်ချိန်ဖြင့် ဖော်ပြထားပါသည်။</p><p>ဒေါင်းလုဒ်ဆွဲထားပြီးသော စာရွက်စာတမ်းများကို ဆက်လက် ဖတ်ရှုနိုင်ပါသည်။ သည်းခံစောင့်ဆိုင်းပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။</p>',
      },
      mn: {
        title: 'GSIS-ийн төлөвлөгөөт засвар үйлчилгээ',
        bodyHtml: '<p>Серверийг шинэчлэх тул GSIS ойролцоогоор хоёр цагийн турш ажиллахгүй. Хугацааг дээр таны цагийн бүсээр харууллаа.</p><p>Татаж авсан баримт бичгүүдээ үргэлжлүүлэн уншиж болно. Ойлгож хүлээцтэй хандсанд баярлалаа.</p>',
      },
      'zh-CN': {
        title: 'GSIS 计划维护通知',
        bodyHtml: '<p>因服务器升级，GSIS 将暂停服务约两小时，具体时间已按您所在时区显示在上方。</p><p>已下载的文档仍可正常阅读。感谢您的耐心与理解。</p>',
      },
      'es-419': {
        title: 'Mantenimiento programado de GSIS',
        bodyHtml: '<p>GSIS no estará disponible durante unas dos horas mientras se actualizan los servidores, en el horario que aparece arriba según su zona horaria.</p><p>Los documentos que ya descargó se podrán seguir leyendo. Gracias por su paciencia.</p>',
      },
      'pt-BR': {
        title: 'Manutenção programada do GSIS',
        bodyHtml: '<p>O GSIS ficará indisponível por cerca de duas horas durante a atualização dos servidores, no horário mostrado acima no seu fuso horário.</p><p>Os documentos que você já baixou continuam disponíveis para leitura. Agradecemos a compreensão.</p>',
      },
      fr: {
        title: 'Maintenance programmée de GSIS',
        bodyHtml: "<p>GSIS sera indisponible pendant environ deux heures pour la mise à jour des serveurs, à l'heure indiquée ci-dessus dans votre fuseau horaire.</p><p>Les documents déjà téléchargés restent lisibles. Merci de votre patience.</p>",
      },
      id: {
        title: 'Pemeliharaan terjadwal GSIS',
        bodyHtml: '<p>GSIS tidak dapat diakses selama sekitar dua jam saat server diperbarui, pada waktu yang ditampilkan di atas sesuai zona waktu Anda.</p><p>Dokumen yang sudah Anda unduh tetap dapat dibaca. Terima kasih atas kesabaran Anda.</p>',
      },
      tr: {
        title: 'GSIS planlı bakım çalışması',
        bodyHtml: '<p>Sunucular güncellenirken GSIS yaklaşık iki saat boyunca kullanılamayacaktır. Bakım saati yukarıda kendi saat diliminize göre gösterilmektedir.</p><p>İndirdiğiniz dokümanlar okunabilir kalır. Anlayışınız için teşekkür ederiz.</p>',
      },
    },
  },
];

/** The first `hour` o'clock (UTC) on a Sunday after `now`: when the demo's maintenance is. */
export function nextSundayUtc(now: Date, hour: number): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  day.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7 || 7));
  return day;
}

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

/** FAQs in all 13 languages, each in the Q&A classification at `classIndex` (a first-level one, in DEMO_QNA_CLASSES' order). */
export const DEMO_FAQS: { classIndex: number; texts: Record<LanguageCode, { question: string; answerHtml: string }> }[] = [
  {
    classIndex: 0,
    texts: {
      en: {
        question: 'How do I find the manuals of my machine?',
        answerHtml: '<p>Type the <strong>model</strong> (for example DX225LCA) or the <strong>suffix</strong> of the serial number in the search box at the top of the page. The <em>Documents</em> tab lists every document that applies to that machine, grouped by document type.</p>',
      },
      ko: {
        question: '내 장비의 매뉴얼은 어떻게 찾나요?',
        answerHtml: '<p>페이지 상단 검색창에 <strong>모델명</strong>(예: DX225LCA) 또는 일련번호의 <strong>서픽스</strong>를 입력하십시오. <em>문서</em> 탭에 해당 장비에 적용되는 모든 문서가 문서 유형별로 표시됩니다.</p>',
      },
      ru: {
        question: 'Как найти руководства к моей машине?',
        answerHtml: '<p>Введите <strong>модель</strong> (например, DX225LCA) или <strong>суффикс</strong> серийного номера в строку поиска вверху страницы. На вкладке <em>«Документы»</em> перечислены все документы, относящиеся к этой машине, по типам документов.</p>',
      },
      uk: {
        question: 'Як знайти посібники до моєї машини?',
        answerHtml: '<p>Введіть <strong>модель</strong> (наприклад, DX225LCA) або <strong>суфікс</strong> серійного номера в рядок пошуку вгорі сторінки. На вкладці <em>«Документи»</em> показано всі документи, що стосуються цієї машини, згруповані за типом документа.</p>',
      },
      th: {
        question: 'จะหาคู่มือของเครื่องจักรของฉันได้อย่างไร',
        answerHtml: '<p>พิมพ์<strong>รุ่น</strong> (เช่น DX225LCA) หรือ<strong>ซัฟฟิกซ์</strong>ของหมายเลขซีเรียลในช่องค้นหาที่ด้านบนของหน้า แท็บ<em>เอกสาร</em>จะแสดงเอกสารทั้งหมดที่ใช้กับเครื่องนั้น โดยจัดกลุ่มตามประเภทเอกสาร</p>',
      },
      my: {
        question: 'ကျွန်ုပ်၏ စက်အတွက် လက်စွဲများကို မည်သို့ ရှာရမည်နည်း။',
        answerHtml: '<p>စာမျက်နှာ ထိပ်ရှိ ရှာဖွေရေးအကွက်တွင် <strong>မော်ဒယ်</strong> (ဥပမာ DX225LCA) သို့မဟုတ် စီးရီးနံပါတ်၏ <strong>နောက်ဆက်</strong> ကို ရိုက်ထည့်ပါ။ <em>စာရွက်စာတမ်းများ</em> တက်ဘ်တွင် ထိုစက်နှင့် သက်ဆိုင်သော စာရွက်စာတမ်း အားလုံးကို စာရွက်စာတမ်း အမျိုးအစားအလိုက် စုစည်းပြသထားပါသည်။</p>',
      },
      mn: {
        question: 'Машиныхаа гарын авлагыг хэрхэн олох вэ?',
        answerHtml: '<p>Хуудасны дээд хэсэгт байрлах хайлтын талбарт <strong>загвар</strong> (жишээ нь DX225LCA) эсвэл серийн дугаарын <strong>суффиксийг</strong> оруулна уу. <em>Баримт бичиг</em> табад тухайн машинд хамаарах бүх баримт бичгийг төрлөөр нь бүлэглэн харуулна.</p>',
      },
      'zh-CN': {
        question: '如何查找我的设备的手册？',
        answerHtml: '<p>在页面顶部的搜索框中输入<strong>机型</strong>（例如 DX225LCA）或序列号的<strong>后缀</strong>。<em>文档</em>选项卡会按文档类型分组列出适用于该设备的所有文档。</p>',
      },
      'es-419': {
        question: '¿Cómo encuentro los manuales de mi máquina?',
        answerHtml: '<p>Escriba el <strong>modelo</strong> (por ejemplo, DX225LCA) o el <strong>sufijo</strong> del número de serie en el cuadro de búsqueda de la parte superior de la página. La pestaña <em>Documentos</em> muestra todos los documentos que corresponden a esa máquina, agrupados por tipo de documento.</p>',
      },
      'pt-BR': {
        question: 'Como encontro os manuais da minha máquina?',
        answerHtml: '<p>Digite o <strong>modelo</strong> (por exemplo, DX225LCA) ou o <strong>sufixo</strong> do número de série na caixa de busca no topo da página. A aba <em>Documentos</em> lista todos os documentos que se aplicam a essa máquina, agrupados por tipo de documento.</p>',
      },
      fr: {
        question: 'Comment trouver les manuels de ma machine\u00a0?',
        answerHtml: "<p>Saisissez le <strong>modèle</strong> (par exemple DX225LCA) ou le <strong>suffixe</strong> du numéro de série dans la zone de recherche en haut de la page. L'onglet <em>Documents</em> liste tous les documents applicables à cette machine, regroupés par type de document.</p>",
      },
      id: {
        question: 'Bagaimana cara menemukan manual untuk alat berat saya?',
        answerHtml: '<p>Ketik <strong>model</strong> (misalnya DX225LCA) atau <strong>sufiks</strong> nomor seri di kotak pencarian di bagian atas halaman. Tab <em>Dokumen</em> menampilkan semua dokumen yang berlaku untuk alat tersebut, dikelompokkan menurut jenis dokumen.</p>',
      },
      tr: {
        question: 'Makinemin kılavuzlarını nasıl bulurum?',
        answerHtml: '<p>Sayfanın üst kısmındaki arama kutusuna <strong>modeli</strong> (örneğin DX225LCA) veya seri numarasının <strong>sonekini</strong> yazın. <em>Dokümanlar</em> sekmesi, o makine için geçerli tüm dokümanları doküman türüne göre gruplandırarak listeler.</p>',
      },
    },
  },
  {
    classIndex: 0,
    texts: {
      en: {
        question: 'Why is a document marked "Unauthorised"?',
        answerHtml: '<p>Your account may read the documents of certain products, document types or regions. A document outside them is listed but does not open. Ask your GSIS administrator if you need it.</p>',
      },
      ko: {
        question: '문서에 ‘권한 없음’이라고 표시되는 이유는 무엇인가요?',
        answerHtml: '<p>계정마다 열람할 수 있는 제품, 문서 유형 또는 지역이 정해져 있습니다. 그 범위를 벗어난 문서는 목록에는 보이지만 열리지 않습니다. 필요한 문서라면 GSIS 관리자에게 문의하십시오.</p>',
      },
      ru: {
        question: 'Почему у документа стоит отметка «Нет доступа»?',
        answerHtml: '<p>Ваша учётная запись может открывать документы только определённых продуктов, типов документов или регионов. Остальные документы видны в списке, но не открываются. Если такой документ вам нужен, обратитесь к администратору GSIS.</p>',
      },
      uk: {
        question: 'Чому документ позначено «Немає доступу»?',
        answerHtml: '<p>Ваш обліковий запис може відкривати документи лише певних продуктів, типів документів або регіонів. Решту документів видно в списку, але вони не відкриваються. Якщо такий документ вам потрібен, зверніться до адміністратора GSIS.</p>',
      },
      th: {
        question: 'ทำไมเอกสารจึงมีป้าย “ไม่มีสิทธิ์”',
        answerHtml: '<p>บัญชีของท่านเปิดอ่านได้เฉพาะเอกสารของผลิตภัณฑ์ ประเภทเอกสาร หรือภูมิภาคที่กำหนดไว้ เอกสารที่อยู่นอกขอบเขตนี้จะแสดงในรายการแต่เปิดไม่ได้ หากต้องการใช้เอกสารดังกล่าว โปรดติดต่อผู้ดูแลระบบ GSIS</p>',
      },
      my: {
        question: 'စာရွက်စာတမ်းတစ်ခုတွင် “ခွင့်ပြုချက် မရှိပါ” ဟု အဘယ်ကြောင့် ပြသနေသနည်း။',
        answerHtml: '<p>သင့်အကောင့်သည် သတ်မှတ်ထားသော ထုတ်ကုန်များ၊ စာရွက်စာတမ်း အမျိုးအစားများ သို့မဟုတ် ဒေသများ၏ စာရွက်စာတမ်းများကိုသာ ဖတ်ရှုနိုင်ပါသည်။ ထိုအပြင်ဘက်ရှိ စာရွက်စာတမ်းများကို စာရင်းတွင် မြင်ရသော်လည်း ဖွင့်၍ မရပါ။ လိုအပ်ပါက GSIS စီမံခန့်ခွဲသူထံ ဆက်သွယ်ပါ။</p>',
      },
      mn: {
        question: 'Баримт бичигт яагаад «Эрхгүй» гэж тэмдэглэгдсэн бэ?',
        answerHtml: '<p>Таны бүртгэл зөвхөн тодорхой бүтээгдэхүүн, баримт бичгийн төрөл эсвэл бүс нутгийн баримт бичгийг унших эрхтэй. Эдгээрээс гадуурх баримт бичиг жагсаалтад харагдах боловч нээгдэхгүй. Хэрэгтэй бол GSIS-ийн администратортаа хандана уу.</p>',
      },
      'zh-CN': {
        question: '为什么有的文档标有“无权限”？',
        answerHtml: '<p>您的账户只能查阅特定产品、文档类型或区域的文档。超出范围的文档会显示在列表中，但无法打开。如需查阅，请联系 GSIS 管理员。</p>',
      },
      'es-419': {
        question: '¿Por qué un documento aparece como “Sin permiso”?',
        answerHtml: '<p>Su cuenta puede consultar los documentos de determinados productos, tipos de documento o regiones. Los documentos que quedan fuera aparecen en la lista, pero no se abren. Si necesita alguno, solicite acceso a su administrador de GSIS.</p>',
      },
      'pt-BR': {
        question: 'Por que um documento aparece como “Sem permissão”?',
        answerHtml: '<p>Sua conta pode ler os documentos de determinados produtos, tipos de documento ou regiões. Os documentos fora desse escopo aparecem na lista, mas não abrem. Se precisar de algum deles, peça acesso ao administrador do GSIS.</p>',
      },
      fr: {
        question: 'Pourquoi un document est-il marqué «\u00a0Non autorisé\u00a0»\u00a0?',
        answerHtml: "<p>Votre compte peut consulter les documents de certains produits, types de documents ou régions. Un document en dehors de ce périmètre apparaît dans la liste mais ne s'ouvre pas. Si vous en avez besoin, adressez-vous à votre administrateur GSIS.</p>",
      },
      id: {
        question: 'Mengapa dokumen ditandai “Tidak berwenang”?',
        answerHtml: '<p>Akun Anda hanya dapat membaca dokumen untuk produk, jenis dokumen, atau wilayah tertentu. Dokumen di luar cakupan itu tetap tercantum dalam daftar, tetapi tidak dapat dibuka. Jika Anda memerlukannya, hubungi administrator GSIS Anda.</p>',
      },
      tr: {
        question: 'Bir doküman neden “Yetkisiz” olarak işaretli?',
        answerHtml: '<p>Hesabınız yalnızca belirli ürünlerin, doküman türlerinin veya bölgelerin dokümanlarını okuyabilir. Bunların dışındaki dokümanlar listede görünür ancak açılmaz. İhtiyacınız varsa GSIS yöneticinize başvurun.</p>',
      },
    },
  },
  {
    classIndex: 1,
    texts: {
      en: {
        question: 'Where do I find what a fault code means?',
        answerHtml: '<p>Search for the code as it appears on the display, for example <code>SPN 110 FMI 0</code>. The troubleshooting guides and the service manual pages that mention it are listed first.</p>',
      },
      ko: {
        question: '고장 코드의 의미는 어디에서 확인하나요?',
        answerHtml: '<p>계기판에 표시된 그대로 코드를 검색하십시오(예: <code>SPN 110 FMI 0</code>). 해당 코드가 언급된 고장 진단 가이드와 서비스 매뉴얼 페이지가 먼저 표시됩니다.</p>',
      },
      ru: {
        question: 'Где узнать, что означает код неисправности?',
        answerHtml: '<p>Введите в поиск код так, как он показан на дисплее, например <code>SPN 110 FMI 0</code>. Первыми в результатах будут руководства по поиску неисправностей и страницы сервисных руководств, где он упоминается.</p>',
      },
      uk: {
        question: 'Де дізнатися, що означає код несправності?',
        answerHtml: '<p>Введіть у пошук код так, як він показаний на дисплеї, наприклад <code>SPN 110 FMI 0</code>. Першими в результатах будуть посібники з пошуку несправностей і сторінки сервісних посібників, де його згадано.</p>',
      },
      th: {
        question: 'จะดูความหมายของรหัสความผิดปกติได้ที่ไหน',
        answerHtml: '<p>ค้นหารหัสตามที่แสดงบนหน้าจอ เช่น <code>SPN 110 FMI 0</code> ระบบจะแสดงคู่มือการแก้ไขปัญหาและหน้าในคู่มือการซ่อมบำรุงที่กล่าวถึงรหัสนั้นเป็นลำดับแรก</p>',
      },
      my: {
        question: 'ချို့ယွင်းချက်ကုဒ်တစ်ခု၏ အဓိပ္ပာယ်ကို မည်သည့်နေရာတွင် ရှာရမည်နည်း။',
        answerHtml: '<p>မျက်နှာပြင်ပေါ်တွင် ပေါ်သည့်အတိုင်း ကုဒ်ကို ရှာဖွေပါ (ဥပမာ <code>SPN 110 FMI 0</code>)။ ထိုကုဒ်ကို ဖော်ပြထားသော ပြဿနာ ဖြေရှင်းခြင်း လမ်းညွှန်များနှင့် ဝန်ဆောင်မှု လက်စွဲ စာမျက်နှာများကို ဦးစွာ ပြသပါမည်။</p>',
      },
      mn: {
        question: 'Гэмтлийн код юу гэсэн утгатайг хаанаас мэдэх вэ?',
        answerHtml: '<p>Кодыг дэлгэц дээр гарсан яг тэр хэлбэрээр нь хайна уу, жишээ нь <code>SPN 110 FMI 0</code>. Тухайн кодыг дурдсан гэмтэл оношлох заавар болон сервисийн гарын авлагын хуудсууд эхэнд гарна.</p>',
      },
      'zh-CN': {
        question: '在哪里查看故障码的含义？',
        answerHtml: '<p>按显示屏上显示的样子搜索故障码，例如 <code>SPN 110 FMI 0</code>。提及该故障码的故障排除指南和维修手册页面会排在最前面。</p>',
      },
      'es-419': {
        question: '¿Dónde veo qué significa un código de falla?',
        answerHtml: '<p>Busque el código tal como aparece en la pantalla, por ejemplo <code>SPN 110 FMI 0</code>. Primero aparecen las guías de solución de problemas y las páginas de los manuales de servicio que lo mencionan.</p>',
      },
      'pt-BR': {
        question: 'Onde vejo o que significa um código de falha?',
        answerHtml: '<p>Busque o código exatamente como aparece no display, por exemplo <code>SPN 110 FMI 0</code>. Os guias de solução de problemas e as páginas dos manuais de serviço que o mencionam aparecem primeiro.</p>',
      },
      fr: {
        question: "Où trouver la signification d'un code de défaut\u00a0?",
        answerHtml: "<p>Recherchez le code tel qu'il s'affiche à l'écran, par exemple <code>SPN 110 FMI 0</code>. Les guides de dépannage et les pages des manuels de service qui le mentionnent apparaissent en premier.</p>",
      },
      id: {
        question: 'Di mana saya bisa mengetahui arti kode kesalahan?',
        answerHtml: '<p>Cari kode persis seperti yang muncul di layar, misalnya <code>SPN 110 FMI 0</code>. Panduan pemecahan masalah dan halaman manual servis yang menyebut kode tersebut akan ditampilkan paling atas.</p>',
      },
      tr: {
        question: 'Bir arıza kodunun ne anlama geldiğini nerede bulabilirim?',
        answerHtml: '<p>Kodu ekranda göründüğü şekliyle aratın, örneğin <code>SPN 110 FMI 0</code>. Kodun geçtiği arıza giderme kılavuzları ve servis kılavuzu sayfaları ilk sırada listelenir.</p>',
      },
    },
  },
  {
    classIndex: 2,
    texts: {
      en: {
        question: 'I forgot my password. What should I do?',
        answerHtml: '<p>Choose <a href="/forgot/password">Find password</a> on the login page. A verification code is sent to your e-mail address; after entering it you receive a temporary password.</p>',
      },
      ko: {
        question: '비밀번호를 잊어버렸습니다. 어떻게 해야 하나요?',
        answerHtml: '<p>로그인 페이지에서 <a href="/forgot/password">비밀번호 찾기</a>를 선택하십시오. 이메일 주소로 인증 코드가 발송되며, 인증 코드를 입력하면 임시 비밀번호를 받을 수 있습니다.</p>',
      },
      ru: {
        question: 'Я забыл пароль. Что делать?',
        answerHtml: '<p>На странице входа выберите <a href="/forgot/password">«Восстановить пароль»</a>. На вашу электронную почту придёт код подтверждения; после его ввода вы получите временный пароль.</p>',
      },
      uk: {
        question: 'Я забув пароль. Що робити?',
        answerHtml: '<p>На сторінці входу виберіть <a href="/forgot/password">«Відновити пароль»</a>. На вашу електронну пошту надійде код підтвердження; після його введення ви отримаєте тимчасовий пароль.</p>',
      },
      th: {
        question: 'ลืมรหัสผ่าน ต้องทำอย่างไร',
        answerHtml: '<p>เลือก<a href="/forgot/password">ลืมรหัสผ่าน</a>ในหน้าเข้าสู่ระบบ ระบบจะส่งรหัสยืนยันไปยังอีเมลของท่าน เมื่อกรอกรหัสแล้ว ท่านจะได้รับรหัสผ่านชั่วคราว</p>',
      },
      my: {
        question: 'စကားဝှက် မေ့သွားပါသည်။ ဘာလုပ်ရမည်နည်း။',
        answerHtml: '<p>ဝင်ရောက်ရန် စာမျက်နှာတွင် <a href="/forgot/password">စကားဝှက် ရှာဖွေရန်</a> ကို ရွေးပါ။ သင့်အီးမေးလ်လိပ်စာသို့ အတည်ပြုကုဒ် ပို့ပေးပါမည်။ ကုဒ်ကို ထည့်ပြီးနောက် ယာယီစကားဝှက်တစ်ခု ရရှိပါမည်။</p>',
      },
      mn: {
        question: 'Нууц үгээ мартсан. Яах вэ?',
        answerHtml: '<p>Нэвтрэх хуудаснаас <a href="/forgot/password">Нууц үг сэргээх</a> гэснийг сонгоно уу. Таны имэйл хаяг руу баталгаажуулах код илгээнэ; кодыг оруулсны дараа түр нууц үг авна.</p>',
      },
      'zh-CN': {
        question: '忘记密码怎么办？',
        answerHtml: '<p>在登录页面选择<a href="/forgot/password">找回密码</a>。系统会向您的电子邮箱发送验证码，输入验证码后即可收到临时密码。</p>',
      },
      'es-419': {
        question: 'Olvidé mi contraseña. ¿Qué hago?',
        answerHtml: '<p>En la página de inicio de sesión, elija <a href="/forgot/password">Recuperar contraseña</a>. Le enviaremos un código de verificación a su correo electrónico; después de ingresarlo, recibirá una contraseña temporal.</p>',
      },
      'pt-BR': {
        question: 'Esqueci minha senha. O que faço?',
        answerHtml: '<p>Na página de login, escolha <a href="/forgot/password">Recuperar senha</a>. Um código de verificação será enviado para o seu e-mail; depois de digitá-lo, você receberá uma senha temporária.</p>',
      },
      fr: {
        question: "J'ai oublié mon mot de passe. Que faire\u00a0?",
        answerHtml: "<p>Sur la page de connexion, choisissez <a href=\"/forgot/password\">Mot de passe oublié</a>. Un code de vérification est envoyé à votre adresse e-mail\u00a0; après l'avoir saisi, vous recevez un mot de passe temporaire.</p>",
      },
      id: {
        question: 'Saya lupa kata sandi. Apa yang harus saya lakukan?',
        answerHtml: '<p>Pilih <a href="/forgot/password">Lupa Kata Sandi</a> di halaman masuk. Kode verifikasi akan dikirim ke alamat email Anda; setelah memasukkannya, Anda akan menerima kata sandi sementara.</p>',
      },
      tr: {
        question: 'Şifremi unuttum. Ne yapmalıyım?',
        answerHtml: '<p>Giriş sayfasında <a href="/forgot/password">Şifremi unuttum</a> seçeneğini seçin. E-posta adresinize bir doğrulama kodu gönderilir; kodu girdikten sonra geçici bir şifre alırsınız.</p>',
      },
    },
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
