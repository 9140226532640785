// The demo FAQs, in all 13 languages.
import type { LanguageCode } from '@gsis/contract';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { textOf } from '../../../platform/html/html-text.ts';
import { cleanRichText } from '../../../platform/rich-text/rich-text.ts';
import { faqs, faqTexts } from './faq.tables.ts';

/** FAQs in all 13 languages, each in the Q&A classification at `classIndex` (a first-level one, in support-classes.seed.ts DEMO_QNA_CLASSES' order). */
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

/** The demo FAQs, under the first-level Q&A classifications `qnaClassIds` (in their order). */
export async function seedDemoFaqs(tx: DbOrTx, qnaClassIds: number[]): Promise<void> {
  const faqIds = await tx.insert(faqs).values(DEMO_FAQS.map(({ classIndex }, i) => ({ classId: qnaClassIds[classIndex]!, sortOrder: i + 1 })))
    .returning({ id: faqs.id });
  await tx.insert(faqTexts).values(DEMO_FAQS.flatMap(({ texts }, i) => Object.entries(texts).map(([language, { question, answerHtml }]) => {
    const clean = cleanRichText(answerHtml);
    return { faqId: faqIds[i]!.id, language, question, answerHtml: clean, answerText: textOf(clean) };
  })));
}
